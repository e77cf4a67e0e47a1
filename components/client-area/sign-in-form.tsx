'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import styles from './sign-in-form.module.scss';

type SignInFormProps = {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What opens the form, above the server's answer: a heading, a notice. */
  intro?: ReactNode;
  /** Why the form cannot send without JavaScript, shown only then. */
  noscript?: string;
  /** The server's refusal. */
  message: string | null;
  /** `invalid` marks the e-mail wrong when the message under the password names both fields. */
  email: { autoComplete: 'email' | 'username'; error?: string; invalid?: boolean };
  passwordError?: string;
  /** What sits under the password field: a link for a forgotten one. */
  passwordHelp?: ReactNode;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  /** As wide as the steps that follow it (the staff's second factor), so the card keeps its width. */
  wide?: boolean;
  /** What closes the form, under its button. */
  children?: ReactNode;
};

/**
 * The e-mail and password form of a sign-in, clients' and staff's alike. Only the hydrated form
 * can send: before that its button stays disabled, so neither a click nor Enter submits it, and
 * it is a POST besides, so a credential never ends up in a URL, the browser's history or a
 * server's access log.
 */
export function SignInForm({
  label,
  onSubmit,
  intro,
  noscript,
  message,
  email,
  passwordError,
  passwordHelp,
  sending,
  submitLabel,
  sendingLabel,
  wide = false,
  children,
}: SignInFormProps) {
  const hydrated = useHydrated();
  const id = useId();

  return (
    <form
      className={wide ? `${styles.form} ${styles.wide}` : styles.form}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
    >
      {noscript && (
        <noscript>
          <p className={styles.alert}>{noscript}</p>
        </noscript>
      )}
      {intro}
      {message && (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      )}
      <EmailField
        id={`${id}-email`}
        autoComplete={email.autoComplete}
        error={email.error}
        invalid={email.invalid}
      />
      <PasswordField id={`${id}-password`} error={passwordError} />
      {passwordHelp}
      <Button type="submit" className={styles.submit} disabled={!hydrated || sending}>
        {sending ? sendingLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}
