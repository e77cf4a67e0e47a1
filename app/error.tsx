'use client';

import Link from 'next/link';
import { MessagePage } from '@/components/ui/message-page';
import styles from '@/components/ui/message-page.module.scss';

export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <MessagePage
      title="Algo salió mal"
      actions={
        <>
          <button type="button" className={styles.primary} onClick={reset}>
            Intentar de nuevo
          </button>
          <Link href="/" className={styles.secondary}>
            Ir al inicio
          </Link>
        </>
      }
    >
      <p>Ocurrió un error inesperado al mostrar esta página. Vuelve a intentarlo en un momento.</p>
    </MessagePage>
  );
}
