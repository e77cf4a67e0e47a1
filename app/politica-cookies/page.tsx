import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.cookies);

export default function Page() {
  return (
    <PageIntro eyebrow="Legal" title="Política de cookies">
      <p>
        Este sitio usa una sola cookie propia, la que recuerda si aceptaste el aviso de cookies, y
        algunas claves de almacenamiento local para tus preferencias y tu sesión en el área de
        clientes. No usamos cookies de terceros, publicidad ni rastreadores.
      </p>
    </PageIntro>
  );
}
