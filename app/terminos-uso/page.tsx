import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.terms);

export default function Page() {
  return (
    <PageIntro eyebrow="Legal" title="Términos de uso">
      <p>
        Estos términos regulan el uso de este sitio y la contratación de nuestros servicios de
        diseño web, desarrollo de software, hosting y consultoría: cómo cotizamos, cómo se paga, los
        plazos de entrega y cómo se manejan las modificaciones.
      </p>
    </PageIntro>
  );
}
