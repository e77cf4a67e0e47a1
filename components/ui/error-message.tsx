import type { ReactNode } from 'react';
import { paths } from '@/lib/site/paths';
import { Button, ButtonLink } from './button';
import { MessagePage } from './message-page';

/** The props Next passes to an error boundary (`error.tsx`, `global-error.tsx`). */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/** What an error boundary shows: the apology, a retry and the way home. */
export function ErrorMessage({ reset, children }: { reset: () => void; children: ReactNode }) {
  return (
    <MessagePage
      title="Algo salió mal"
      actions={
        <>
          <Button type="button" size="sm" onClick={reset}>
            Intentar de nuevo
          </Button>
          <ButtonLink href={paths.home} variant="secondary" size="sm">
            Ir al inicio
          </ButtonLink>
        </>
      }
    >
      {children}
    </MessagePage>
  );
}
