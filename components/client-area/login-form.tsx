'use client';

import { useId } from 'react';
import { PasswordField } from './password-field';
import { useLoginForm } from './use-login-form';
import styles from './login-form.module.scss';

/** The client login: e-mail and password, validated in Spanish, with the server's answer. */
export function LoginForm() {
  const form = useLoginForm();
  const id = useId();
  const emailId = `${id}-email`;
  const emailErrorId = `${emailId}-error`;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Iniciar sesión">
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
          value={form.email}
          onChange={(event) => form.setEmail(event.target.value)}
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
      <PasswordField
        id={`${id}-password`}
        value={form.password}
        error={form.errors.password}
        onChange={form.setPassword}
      />
      <button type="submit" className={styles.submit} disabled={form.sending}>
        {form.sending ? 'Entrando…' : 'Iniciar sesión'}
      </button>
    </form>
  );
}
