'use client';

import { brandFont } from './fonts';
import '@/styles/globals.scss';
import { ErrorMessage, type ErrorBoundaryProps } from '@/components/ui/error-message';

export default function GlobalError({ reset }: ErrorBoundaryProps) {
  return (
    <html lang="es" className={brandFont.variable}>
      <body>
        <title>Algo salió mal</title>
        <main>
          <ErrorMessage reset={reset}>
            <p>Ocurrió un error inesperado. Vuelve a intentarlo o regresa al inicio.</p>
          </ErrorMessage>
        </main>
      </body>
    </html>
  );
}
