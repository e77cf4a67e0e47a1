'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { ErrorMessage, type ErrorBoundaryProps } from './error-message';

/** How long the notice waits, after the server last answered, to ask it for the page again. */
const RETRY_DELAY_MS = 1000;

/**
 * The error page under `npm run dev` only (scripts/dev-error-page-loader.cjs): the error as the
 * server wrote it (for content, in Spanish with its file, line and column). While it is shown it
 * asks the server for the page again a second after each answer, so the page comes back by itself
 * once the file is fixed. `reset` alone would render the old, broken server payload again; and a
 * new request before the last one is answered would cancel it (a page can take seconds to render
 * under `npm run dev`), so the next one waits for the transition to end.
 */
export function DevErrorNotice({ error, reset }: ErrorBoundaryProps) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  useEffect(() => {
    if (isPending) return;
    const timer = setTimeout(
      () =>
        startTransition(() => {
          router.refresh();
          reset();
        }),
      RETRY_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isPending, reset, router]);

  return (
    <ErrorMessage reset={reset}>
      <p>
        Solo lo ves con <code>npm run dev</code>: <code>npm run build</code> se detiene con el mismo
        error.
      </p>
      <pre role="alert" style={{ whiteSpace: 'pre-wrap', textAlign: 'start' }}>
        {error.message}
      </pre>
      <p>
        Corrígelo en el archivo, la línea y la columna que dice y guárdalo: la página vuelve sola en
        un segundo o dos.
      </p>
    </ErrorMessage>
  );
}
