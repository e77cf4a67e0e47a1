'use client';

import { SiteLink } from '@/components/ui/site-link';
import { brandFont } from './fonts';
import '@/styles/globals.scss';
import { MessagePage } from '@/components/ui/message-page';
import styles from '@/components/ui/message-page.module.scss';

export default function GlobalError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="es" className={brandFont.variable}>
      <body>
        <title>Algo salió mal</title>
        <main>
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
            <p>Ocurrió un error inesperado. Vuelve a intentarlo o regresa al inicio.</p>
          </MessagePage>
        </main>
      </body>
    </html>
  );
}
