'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  changeClientPassword,
  describeRetryDelay,
  type ChangePasswordResult,
} from '@/lib/client-area/client-api';
import { checkNewPassword } from '@/lib/client-area/new-password';
import { PasswordField } from './password-field';
import styles from './password-change.module.scss';

type FieldErrors = { current?: string; next?: string; repeat?: string };
type Outcome = { kind: 'done' | 'error'; message: string } | null;

/** What is wrong with the three fields before anything is sent, or an empty object. */
function checkFields(current: string, next: string, repeat: string): FieldErrors {
  const errors: FieldErrors = current ? {} : { current: 'Escribe tu contraseña actual.' };
  const found = checkNewPassword(next, repeat);
  if (!found.next && next === current)
    return { ...errors, next: 'La contraseña nueva debe ser distinta de la actual.' };
  return { ...errors, ...found };
}

/** The panel's form to change the password: the current one, the new one twice. */
export function PasswordChange({ token }: { token: string }) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const current = String(fields.get('currentPassword') ?? '');
    const next = String(fields.get('newPassword') ?? '');
    const found = checkFields(current, next, String(fields.get('repeatPassword') ?? ''));
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const result = await changeClientPassword(token, {
      currentPassword: current,
      newPassword: next,
    });
    setSending(false);
    if (result.kind === 'ok') {
      form.reset();
      setOutcome({
        kind: 'done',
        message: 'Listo: tu contraseña cambió y cerramos tus sesiones en otros dispositivos.',
      });
    } else if (result.kind === 'wrong-current') {
      setErrors({ current: 'Tu contraseña actual no es correcta.' });
    } else if (result.kind === 'refused') {
      setErrors({ next: result.reason });
    } else {
      setOutcome({ kind: 'error', message: describeFailure(result) });
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className={styles.heading}>
        Cambiar contraseña
      </h2>
      <p id={`${id}-ayuda`} className={styles.hint}>
        Usa al menos 10 caracteres con letras y números. Al cambiarla cerramos tus sesiones en otros
        dispositivos.
      </p>
      <form method="post" className={styles.form} noValidate onSubmit={submit}>
        <PasswordField
          id={`${id}-actual`}
          name="currentPassword"
          label="Contraseña actual"
          error={errors.current}
        />
        <PasswordField
          id={`${id}-nueva`}
          name="newPassword"
          label="Contraseña nueva"
          autoComplete="new-password"
          hintId={`${id}-ayuda`}
          error={errors.next}
        />
        <PasswordField
          id={`${id}-repetida`}
          name="repeatPassword"
          label="Repite la contraseña nueva"
          autoComplete="new-password"
          error={errors.repeat}
        />
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? 'Guardando…' : 'Cambiar contraseña'}
        </Button>
        <p className={styles.done} role="status">
          {outcome?.kind === 'done' ? outcome.message : ''}
        </p>
        <p className={styles.error} role="alert">
          {outcome?.kind === 'error' ? outcome.message : ''}
        </p>
      </form>
    </section>
  );
}

function describeFailure(
  result: Exclude<ChangePasswordResult, { kind: 'ok' | 'wrong-current' | 'refused' }>,
): string {
  if (result.kind === 'rate-limited')
    return `Demasiados intentos. Vuelve a intentarlo ${describeRetryDelay(result.retryAfterSeconds)}.`;
  if (result.kind === 'unauthorized')
    return 'Tu sesión expiró. Vuelve a iniciar sesión para cambiar tu contraseña.';
  return 'No pudimos cambiar tu contraseña. Revisa tu conexión a internet e intenta de nuevo.';
}
