import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.directory);

export default function Page() {
  return (
    <PageIntro eyebrow="Clientes" title="Directorio de clientes">
      <p>
        Estos son algunos de los negocios que confían en nosotros para su sitio web, su tienda en
        línea o sus sistemas: restaurantes, clínicas, tiendas y empresas de servicios de distintas
        ciudades de México.
      </p>
    </PageIntro>
  );
}
