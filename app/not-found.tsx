import type { Metadata } from 'next';
import Link from 'next/link';
import { MessagePage } from '@/components/ui/message-page';
import styles from '@/components/ui/message-page.module.scss';

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
          <Link href="/" className={styles.primary}>
            Ir al inicio
          </Link>
          <Link href="/blog" className={styles.secondary}>
            Leer el blog
          </Link>
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
