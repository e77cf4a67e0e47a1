import { DirectoryJoinCta } from '@/components/directory/directory-join-cta';
import { DirectorySection } from '@/components/directory/directory-section';
import { PageIntro } from '@/components/ui/page-intro';
import { getDirectoryEntries } from '@/lib/content/directory';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.directory);

export default function Page() {
  const entries = getDirectoryEntries();
  return (
    <>
      <PageIntro eyebrow="Clientes" title="Directorio de clientes">
        <p>
          Estos son algunos de los negocios que confían en nosotros para su sitio web, su tienda en
          línea o sus sistemas: restaurantes, clínicas, tiendas y empresas de servicios de distintas
          ciudades de México.
        </p>
      </PageIntro>
      <DirectorySection entries={entries} />
      <DirectoryJoinCta />
    </>
  );
}
