'use client';

import { ErrorMessage, type ErrorBoundaryProps } from '@/components/ui/error-message';

export default function ErrorPage({ reset }: ErrorBoundaryProps) {
  return (
    <ErrorMessage reset={reset}>
      <p>Ocurrió un error inesperado al mostrar esta página. Vuelve a intentarlo en un momento.</p>
    </ErrorMessage>
  );
}
