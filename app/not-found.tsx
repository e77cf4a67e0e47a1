import type { Metadata } from 'next';
import { MessagePage } from '@/components/ui/message-page';
import styles from '@/components/ui/message-page.module.scss';
import { SiteLink } from '@/components/ui/site-link';

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
          <SiteLink href="/" className={styles.primary}>
            Ir al inicio
          </SiteLink>
          <SiteLink href="/blog" className={styles.secondary}>
            Leer el blog
          </SiteLink>
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
