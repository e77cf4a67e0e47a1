import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { staticPages } from '@/lib/site/routes';

export const metadata: Metadata = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe o cambió de dirección.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <MessagePage
      code="404"
      title="No encontramos esta página"
      actions={
        <>
          <ButtonLink href={staticPages.home.path} size="sm">
            Ir al inicio
          </ButtonLink>
          <ButtonLink href={staticPages.blog.path} variant="secondary" size="sm">
            Leer el blog
          </ButtonLink>
        </>
      }
    >
      <p>
        Es posible que el enlace esté mal escrito o que la página haya cambiado de dirección. Desde
        el inicio puedes llegar a todo el sitio.
      </p>
    </MessagePage>
  );
}
