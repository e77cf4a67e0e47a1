'use client';

import { useState, type FormEvent } from 'react';
import { sendStaffCode, signInStaff, type RateLimited } from '@/lib/staff-area/staff-api';
import { CODE_PATTERN, UNREADABLE_FACTOR_MESSAGE } from '@/lib/staff-area/staff-constants';
import type { SignInStep, StaffMember } from '@/lib/staff-area/staff-contract';
import { readEmailWithHint } from '@/lib/site/email';

export type Enrolment = Extract<SignInStep, { step: 'inscripcion' }>['enrolment'];

export type SignInStage =
  | { kind: 'credentials' }
  | { kind: 'code' }
  | { kind: 'enrolment'; enrolment: Enrolment }
  | { kind: 'recovery-codes'; staff: StaffMember; codes: string[] };

/** One message for a wrong password and a wrong code: it never says which of them failed. */
export const WRONG_DETAILS =
  'Los datos no son correctos. Revisa tu correo, tu contraseña y el código, e intenta de nuevo.';
const NETWORK_FAILED =
  'No pudimos conectar con el servidor. Revisa tu conexión a internet e intenta de nuevo.';

type Failure = { kind: 'invalid' | 'unreadable-factor' | 'failed' } | RateLimited;

function describeFailure(result: Failure): string {
  if (result.kind === 'invalid') return WRONG_DETAILS;
  if (result.kind === 'unreadable-factor') return UNREADABLE_FACTOR_MESSAGE;
  if (result.kind === 'rate-limited') {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    const delay = `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
    return result.elsewhere
      ? `Hubo demasiados intentos fallidos con esta cuenta desde otros lugares. Por seguridad, en este navegador vuelve a intentarlo en ${delay}; en uno donde ya entraste antes puedes intentar ahora.`
      : `Hiciste demasiados intentos. Por seguridad, vuelve a intentarlo en ${delay}.`;
  }
  return NETWORK_FAILED;
}

/** A typed code as the API expects it: no spaces, recovery codes in capitals. */
export function normalizeCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

function readField(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The steps of the staff sign-in: e-mail and password, then the code of the authenticator app
 * (or a recovery code), or on a first sign-in the enrolment of the app and, after it, the
 * recovery codes, shown once. The password is never kept once sent.
 */
export function useStaffSignIn(onSignedIn: (staff: StaffMember) => void) {
  const [stage, setStage] = useState<SignInStage>({ kind: 'credentials' });
  const [message, setMessage] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submitCredentials(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = readField(form, 'email').trim();
    const password = readField(form, 'password');
    setMessage(null);
    const checked = readEmailWithHint(email, 'nombre@codigoverde.mx');
    if ('problem' in checked || !password) {
      setFieldError(
        'problem' in checked && email ? checked.problem : 'Escribe tu correo y tu contraseña.',
      );
      return;
    }
    setFieldError(null);
    setSending(true);
    const result = await signInStaff(checked.value, password);
    setSending(false);
    const passwordInput = form.querySelector<HTMLInputElement>('[name="password"]');
    if (passwordInput) passwordInput.value = '';
    if (result.kind !== 'ok') {
      setMessage(describeFailure(result));
      return;
    }
    setStage(
      result.step.step === 'codigo'
        ? { kind: 'code' }
        : { kind: 'enrolment', enrolment: result.step.enrolment },
    );
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const code = normalizeCode(readField(form, 'code'));
    setMessage(null);
    if (!CODE_PATTERN.test(code)) {
      setFieldError(
        'Escribe los 6 dígitos de tu aplicación de autenticación o un código de recuperación (XXXX-XXXX).',
      );
      return;
    }
    setFieldError(null);
    setSending(true);
    const result = await sendStaffCode(code);
    setSending(false);
    const codeInput = form.querySelector<HTMLInputElement>('[name="code"]');
    if (codeInput) codeInput.value = '';
    if (result.kind !== 'ok') {
      // The server ended that sign-in: another code would not be checked either.
      if (result.kind === 'unreadable-factor') setStage({ kind: 'credentials' });
      setMessage(describeFailure(result));
      return;
    }
    const { staff, recoveryCodes } = result.signedIn;
    if (recoveryCodes && recoveryCodes.length > 0) {
      setStage({ kind: 'recovery-codes', staff, codes: recoveryCodes });
    } else {
      onSignedIn(staff);
    }
  }

  function restart() {
    setStage({ kind: 'credentials' });
    setMessage(null);
    setFieldError(null);
  }

  return { stage, message, fieldError, sending, submitCredentials, submitCode, restart };
}
