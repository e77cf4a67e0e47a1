import { LegalDocument } from '@/components/legal/legal-document';
import { termsSections } from '@/components/legal/terms-content';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

export const metadata = buildPageMetadata(staticPages.terms);

export default function Page() {
  return (
    <LegalDocument
      title="Términos de uso"
      updatedAt={siteConfig.legalUpdatedAt}
      sections={termsSections}
      lead={
        <p>
          Estos términos regulan el uso de este sitio y la contratación de nuestros servicios de
          diseño web, desarrollo de software, hosting y consultoría: cómo cotizamos, cómo se paga,
          los plazos de entrega y cómo se manejan las modificaciones.
        </p>
      }
    />
  );
}
