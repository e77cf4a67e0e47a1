'use client';

import { Button, ButtonLink } from '@/components/ui/button';
import { MessagePage } from '@/components/ui/message-page';
import { staticPages } from '@/lib/site/routes';

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
          <Button type="button" size="sm" onClick={reset}>
            Intentar de nuevo
          </Button>
          <ButtonLink href={staticPages.home.path} variant="secondary" size="sm">
            Ir al inicio
          </ButtonLink>
        </>
      }
    >
      <p>Ocurrió un error inesperado al mostrar esta página. Vuelve a intentarlo en un momento.</p>
    </MessagePage>
  );
}
