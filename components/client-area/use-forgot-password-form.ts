'use client';

import { useState, type FormEvent } from 'react';
import { describeAccountEmailProblem } from '@/lib/client-area/account-email';
import { describeRetryDelay, requestPasswordReset } from '@/lib/client-area/client-api';

/**
 * The state of the form that asks for a reset link: the e-mail's check, sending, and then the
 * address the answer is about. The field is read from the form when it is sent, so what was
 * typed before the page hydrated counts.
 */
export function useForgotPasswordForm() {
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.querySelector<HTMLInputElement>('[name="email"]');
    const email = field?.value ?? '';
    const problem = describeAccountEmailProblem(email);
    setError(problem ?? undefined);
    setMessage(null);
    if (problem) {
      field?.focus();
      return;
    }
    setSending(true);
    const result = await requestPasswordReset(email.trim());
    setSending(false);
    if (result.kind === 'ok') {
      setSentTo(email.trim());
    } else if (result.kind === 'invalid') {
      setError('Escribe un correo válido, por ejemplo nombre@empresa.mx.');
      field?.focus();
    } else if (result.kind === 'rate-limited') {
      const delay = describeRetryDelay(result.retryAfterSeconds);
      setMessage(
        `Recibimos demasiadas solicitudes desde tu red. Por seguridad, vuelve a intentarlo ${delay}.`,
      );
    } else {
      setMessage(
        'No pudimos conectar con el servidor. Revisa tu conexión a internet e intenta de nuevo.',
      );
    }
  }

  return { error, message, sending, sentTo, submit, restart: () => setSentTo(null) };
}
