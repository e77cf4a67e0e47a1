import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.privacy);

export default function Page() {
  return (
    <PageIntro eyebrow="Legal" title="Aviso de privacidad">
      <p>
        Este aviso explica quién es responsable de tus datos personales, qué datos tratamos, para
        qué los usamos y cómo puedes ejercer tus derechos de acceso, rectificación, cancelación y
        oposición (ARCO), conforme a la Ley Federal de Protección de Datos Personales en Posesión de
        los Particulares.
      </p>
    </PageIntro>
  );
}
