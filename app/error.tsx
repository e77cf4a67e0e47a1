'use client';

import { MessagePage } from '@/components/ui/message-page';
import styles from '@/components/ui/message-page.module.scss';
import { SiteLink } from '@/components/ui/site-link';

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
          <SiteLink href="/" className={styles.secondary}>
            Ir al inicio
          </SiteLink>
        </>
      }
    >
      <p>Ocurrió un error inesperado al mostrar esta página. Vuelve a intentarlo en un momento.</p>
    </MessagePage>
  );
}
