import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/metadata';
import { staticPages } from '@/lib/routes';

export const metadata = buildPageMetadata(staticPages.about);

export default function Page() {
  return (
    <PageIntro
      eyebrow="Sobre nosotros"
      title="Un equipo pequeño que construye software a la medida de cada negocio"
    >
      <p>
        Somos una agencia mexicana de desarrollo web y software. Diseñamos sitios, aplicaciones,
        chatbots y sistemas a la medida para pequeñas y medianas empresas, y te acompañamos desde el
        primer mensaje por WhatsApp hasta la entrega, que en una página web es de 15 días hábiles a
        partir de la confirmación de tu compra.
      </p>
    </PageIntro>
  );
}
