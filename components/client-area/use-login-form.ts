'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { describeRetryDelay, loginClient } from '@/lib/client-area/client-api';
import { readClientToken, saveClientToken } from '@/lib/client-area/client-session';
import { getSafeRedirectPath } from '@/lib/client-area/safe-redirect';
import { describeAccountEmailProblem } from '@/lib/client-area/account-email';
import { paths } from '@/lib/site/paths';

export type LoginErrors = { email?: string; password?: string };

function validate(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const emailProblem = describeAccountEmailProblem(email);
  if (emailProblem) errors.email = emailProblem;
  if (!password) errors.password = 'Escribe tu contraseña.';
  return errors;
}

function readNextPath(): string {
  return getSafeRedirectPath(new URLSearchParams(window.location.search).get('next'), paths.panel);
}

/** The value of a text field of `form`, '' when it has none. */
function readField(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The login form's state: validation, sending, the server's answer and the redirect. The fields
 * are read from the form when it is sent, so what a visitor typed before the page hydrated counts.
 */
export function useLoginForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (readClientToken()) router.replace(readNextPath());
  }, [router]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = readField(form, 'email');
    const password = readField(form, 'password');
    const found = validate(email, password);
    setErrors(found);
    setMessage(null);
    if (found.email || found.password) {
      const firstInvalid = found.email ? 'email' : 'password';
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSending(true);
    const result = await loginClient(email.trim(), password);
    setSending(false);
    if (result.kind === 'ok') {
      saveClientToken(result.token);
      router.replace(readNextPath());
      return;
    }
    const passwordInput = form.querySelector<HTMLInputElement>('[name="password"]');
    if (passwordInput) passwordInput.value = '';
    if (result.kind === 'invalid') {
      setMessage(
        'El correo o la contraseña no son correctos. Revisa tus datos e intenta de nuevo.',
      );
    } else if (result.kind === 'rate-limited') {
      const delay = describeRetryDelay(result.retryAfterSeconds);
      setMessage(
        result.elsewhere
          ? `Hubo demasiados intentos fallidos con este correo desde otros lugares. Por seguridad, en este navegador vuelve a intentarlo ${delay}; en uno donde ya entraste antes puedes intentar ahora.`
          : `Hiciste demasiados intentos. Por seguridad, vuelve a intentarlo ${delay}.`,
      );
    } else {
      setMessage(
        'No pudimos conectar con el servidor. Revisa tu conexión a internet e intenta de nuevo.',
      );
    }
  }

  return { errors, message, sending, submit };
}
