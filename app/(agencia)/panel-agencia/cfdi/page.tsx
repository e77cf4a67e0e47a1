import { CfdiArea } from '@/components/client-work/cfdi-area';
import { StaffHeading } from '@/components/staff-area/staff-heading';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffCfdi);

export default function Page() {
  const { intro } = getPagesContent().staffCfdi;
  return (
    <>
      <StaffHeading {...intro} />
      <CfdiArea />
    </>
  );
}
