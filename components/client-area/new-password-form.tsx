'use client';

import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describeRetryDelay, setPasswordWithLink } from '@/lib/client-area/client-api';
import type { AccountLinkInfo, AccountLinkProblem } from '@/lib/client-area/client-api-contract';
import { checkNewPassword, type NewPasswordErrors } from '@/lib/client-area/new-password';
import { onFirstUse } from '@/lib/site/on-first-use';
import { PasswordField } from './password-field';
import styles from './account-card.module.scss';

type NewPasswordFormProps = {
  token: string;
  link: AccountLinkInfo;
  onDone: (link: AccountLinkInfo) => void;
  /** The link stopped working while the form was open (used in another tab, expired). */
  onUnusable: (reason: AccountLinkProblem) => void;
};

const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long' }),
);
const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { hour: 'numeric', minute: '2-digit' }),
);

/** "hoy a las 3:40 p.m.", "el 9 de diciembre a las 10:00 a.m.", in the visitor's own time. */
function describeExpiry(expiresAt: number): string {
  const day = dayFormat().format(expiresAt);
  const when = day === dayFormat().format(Date.now()) ? 'hoy' : `el ${day}`;
  return `${when} a las ${timeFormat().format(expiresAt)}`;
}

/**
 * The password chosen with an invitation or reset link: typed twice, held to the same rules and
 * messages as a change in the panel, and sent with the link's token.
 */
export function NewPasswordForm({ token, link, onDone, onUnusable }: NewPasswordFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const invitation = link.purpose === 'invitacion';
  const purpose = invitation
    ? 'Elige tu contraseña para entrar a tu panel'
    : 'Elige una contraseña nueva';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const next = String(fields.get('newPassword') ?? '');
    const found = checkNewPassword(next, String(fields.get('repeatPassword') ?? ''));
    setErrors(found);
    setMessage(null);
    if (found.next || found.repeat) {
      const invalid = found.next ? 'newPassword' : 'repeatPassword';
      form.querySelector<HTMLInputElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setSending(true);
    const result = await setPasswordWithLink({ token, newPassword: next });
    setSending(false);
    if (result.kind === 'ok') onDone(link);
    else if (result.kind === 'unusable') onUnusable(result.reason);
    else if (result.kind === 'refused') setErrors({ next: result.reason });
    else if (result.kind === 'rate-limited')
      setMessage(
        `Demasiados intentos. Vuelve a intentarlo ${describeRetryDelay(result.retryAfterSeconds)}.`,
      );
    else
      setMessage(
        'No pudimos guardar tu contraseña. Revisa tu conexión a internet e intenta de nuevo.',
      );
  }

  return (
    <form className={styles.card} method="post" noValidate onSubmit={submit} aria-label={purpose}>
      <div>
        <h2 className={styles.heading}>Hola, {link.name}</h2>
        <p className={styles.purpose}>{purpose}</p>
      </div>
      <p className={styles.text}>
        Es para tu cuenta <strong className={styles.email}>{link.email}</strong>. Este enlace vence{' '}
        {describeExpiry(link.expiresAt)} y sirve una sola vez.
      </p>
      {message && (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      )}
      {/* Lets a password manager save the new password under the account's e-mail. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={link.email}
        readOnly
        hidden
      />
      <p id={`${id}-ayuda`} className={styles.hint}>
        Usa al menos 10 caracteres con letras y números.
        {!invitation && ' Al guardarla cerramos las sesiones abiertas de tu cuenta.'}
      </p>
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
      <Button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'Guardando…' : 'Guardar mi contraseña'}
      </Button>
    </form>
  );
}
