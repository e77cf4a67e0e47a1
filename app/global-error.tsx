'use client';

import { brandFont } from './fonts';
import '@/styles/globals.scss';
import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { staticPages } from '@/lib/site/routes';

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
                <Button type="button" size="sm" onClick={reset}>
                  Intentar de nuevo
                </Button>
                <ButtonLink href={staticPages.home.path} variant="secondary" size="sm">
                  Ir al inicio
                </ButtonLink>
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
