import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { LoginForm } from '@/components/client-area/login-form';
import { LoginHelp } from '@/components/client-area/login-help';
import { PageIntro } from '@/components/ui/page-intro';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.login);

export default function Page() {
  return (
    <>
      <PageIntro eyebrow="Área de clientes" title="Acceso para clientes">
        <p>
          Desde el área de clientes consultas tus servicios activos, el avance de tus proyectos y
          tus facturas. Si ya eres cliente y aún no tienes acceso, escríbenos por WhatsApp y te
          enviamos tus datos de inicio de sesión.
        </p>
      </PageIntro>
      <ClientAreaSection>
        <LoginForm />
        <LoginHelp />
      </ClientAreaSection>
    </>
  );
}
