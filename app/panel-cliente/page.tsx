import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { ClientPanel } from '@/components/client-area/client-panel';
import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.panel);

export default function Page() {
  return (
    <>
      <PageIntro eyebrow="Área de clientes" title="Panel de cliente">
        <p>
          Tu panel reúne tus servicios de hosting, dominio y correo corporativo, el avance de cada
          proyecto y tus facturas con la opción de pagar por transferencia. Necesitas iniciar sesión
          para ver tus datos.
        </p>
      </PageIntro>
      <ClientAreaSection>
        <ClientPanel />
      </ClientAreaSection>
    </>
  );
}
