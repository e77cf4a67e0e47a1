import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { ClientPanel } from '@/components/client-area/client-panel';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.panel);

export default function Page() {
  const { intro, supportWhatsappMessage } = getPagesContent().panel;
  return (
    <>
      <PageIntro {...intro} />
      <ClientAreaSection>
        <ClientPanel supportMessage={supportWhatsappMessage} />
      </ClientAreaSection>
    </>
  );
}
