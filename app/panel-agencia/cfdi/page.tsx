import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { CfdiArea } from '@/components/client-work/cfdi-area';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffCfdi);

export default function Page() {
  const { intro } = getPagesContent().staffCfdi;
  return (
    <>
      <PageIntro {...intro} />
      <ClientAreaSection>
        <CfdiArea />
      </ClientAreaSection>
    </>
  );
}
