import { LegalDocument } from '@/components/legal/legal-document';
import { privacySections } from '@/components/legal/privacy-content';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

export const metadata = buildPageMetadata(staticPages.privacy);

export default function Page() {
  return (
    <LegalDocument
      title="Aviso de privacidad"
      updatedAt={siteConfig.legalUpdatedAt}
      sections={privacySections}
      lead={
        <p>
          Este aviso explica quién es responsable de tus datos personales, qué datos tratamos, para
          qué los usamos y cómo puedes ejercer tus derechos de acceso, rectificación, cancelación y
          oposición (ARCO), conforme a la Ley Federal de Protección de Datos Personales en Posesión
          de los Particulares.
        </p>
      }
    />
  );
}
