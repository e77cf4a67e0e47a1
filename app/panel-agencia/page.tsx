import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { StaffArea } from '@/components/staff-area/staff-area';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffPanel);

export default function Page() {
  const { intro } = getPagesContent().staffPanel;
  return (
    <>
      <PageIntro {...intro} />
      <ClientAreaSection>
        <StaffArea />
      </ClientAreaSection>
    </>
  );
}
