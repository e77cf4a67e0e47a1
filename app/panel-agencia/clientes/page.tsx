import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { ClientsArea } from '@/components/client-work/clients-area';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffClients);

export default function Page() {
  const { intro } = getPagesContent().staffClients;
  return (
    <>
      <PageIntro {...intro} />
      <ClientAreaSection>
        <ClientsArea />
      </ClientAreaSection>
    </>
  );
}
