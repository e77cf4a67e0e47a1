import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.blog);

export default function Page() {
  return (
    <PageIntro eyebrow="Blog" title="Ideas y guías para hacer crecer tu negocio en internet">
      <p>
        Publicamos guías prácticas sobre SEO, hosting, WordPress, rendimiento web, lenguajes de
        programación y atención al cliente, escritas por el mismo equipo que diseña y programa los
        sitios de nuestros clientes.
      </p>
    </PageIntro>
  );
}
