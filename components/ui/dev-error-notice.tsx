'use client';

import { ErrorMessage, type ErrorBoundaryProps } from './error-message';

/**
 * The error page under `npm run dev` only (scripts/dev-error-page-loader.cjs): the error as the
 * server wrote it (for content, in Spanish with its file, line and column).
 */
export function DevErrorNotice({ error, reset }: ErrorBoundaryProps) {
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
        Corrígelo en el archivo, la línea y la columna que dice, guárdalo y pulsa «Intentar de
        nuevo».
      </p>
    </ErrorMessage>
  );
}
