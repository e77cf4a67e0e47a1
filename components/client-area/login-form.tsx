'use client';

import { useId, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { PasswordField } from './password-field';
import { useLoginForm } from './use-login-form';
import styles from './login-form.module.scss';

/**
 * The client login: e-mail and password, validated in Spanish, with the server's answer. Only
 * the hydrated form can send: before that (or without JavaScript) its button stays disabled, so
 * neither a click nor Enter submits it, and it is a POST besides, so a credential never ends up
 * in a URL, the browser's history or a server's access log. `children` (the short privacy notice)
 * closes the form, under its button.
 */
export function LoginForm({ children }: { children?: ReactNode }) {
  const form = useLoginForm();
  const hydrated = useHydrated();
  const id = useId();
  const emailId = `${id}-email`;
  const emailErrorId = `${emailId}-error`;

  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={form.submit}
      noValidate
      aria-label="Iniciar sesión"
    >
      <noscript>
        <p className={styles.alert}>
          Para iniciar sesión activa JavaScript en tu navegador: el área de clientes lo necesita
          para proteger tu sesión.
        </p>
      </noscript>
      {form.message && (
        <p className={styles.alert} role="alert">
          {form.message}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={emailId} className={styles.label}>
          Correo electrónico
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          className={styles.input}
          autoComplete="email"
          inputMode="email"
          aria-invalid={form.errors.email ? true : undefined}
          aria-describedby={form.errors.email ? emailErrorId : undefined}
          maxLength={254}
        />
        {form.errors.email && (
          <p id={emailErrorId} className={styles.error}>
            {form.errors.email}
          </p>
        )}
      </div>
      <PasswordField id={`${id}-password`} error={form.errors.password} />
      <Button type="submit" className={styles.submit} disabled={!hydrated || form.sending}>
        {form.sending ? 'Entrando…' : 'Iniciar sesión'}
      </Button>
      {children}
    </form>
  );
}
