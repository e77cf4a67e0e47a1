import { cookiePolicySections } from '@/components/legal/cookies-content';
import { LegalDocument } from '@/components/legal/legal-document';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

export const metadata = buildPageMetadata(staticPages.cookies);

export default function Page() {
  return (
    <LegalDocument
      title="Política de cookies"
      updatedAt={siteConfig.legalUpdatedAt}
      sections={cookiePolicySections}
      lead={
        <p>
          Este sitio usa una sola cookie propia, la que recuerda si aceptaste el aviso de cookies, y
          algunas claves de almacenamiento local para tus preferencias, tu sesión en el área de
          clientes y la demostración de rifas. No usamos cookies de terceros, publicidad ni
          rastreadores.
        </p>
      }
    />
  );
}
