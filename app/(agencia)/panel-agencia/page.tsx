import { StaffArea } from '@/components/staff-area/staff-area';
import { StaffHeading } from '@/components/staff-area/staff-heading';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffPanel);

export default function Page() {
  const { intro } = getPagesContent().staffPanel;
  return (
    <>
      <StaffHeading {...intro} />
      <StaffArea />
    </>
  );
}
