'use client';

import { useId } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/lib/site/paths';
import { EmailField } from './email-field';
import { ResetLinkSent } from './reset-link-sent';
import { useForgotPasswordForm } from './use-forgot-password-form';
import styles from './account-card.module.scss';

/**
 * «¿Olvidaste tu contraseña?»: the account's e-mail, checked as the login checks it, and then the
 * same answer whether or not the address has an account. Like the login, only the hydrated form
 * can send.
 */
export function ForgotPasswordForm() {
  const form = useForgotPasswordForm();
  const hydrated = useHydrated();
  const id = useId();

  if (form.sentTo) return <ResetLinkSent email={form.sentTo} onRestart={form.restart} />;
  return (
    <form
      className={styles.card}
      method="post"
      onSubmit={form.submit}
      noValidate
      aria-labelledby={`${id}-titulo`}
    >
      <h2 id={`${id}-titulo`} className={styles.heading}>
        Pide un enlace nuevo
      </h2>
      <noscript>
        <p className={styles.alert}>
          Para pedir el enlace activa JavaScript en tu navegador: el área de clientes lo necesita
          para proteger tu cuenta.
        </p>
      </noscript>
      <p className={styles.text}>
        Te enviaremos un enlace que vence en 1 hora y sirve una sola vez.
      </p>
      {form.message && (
        <p className={styles.alert} role="alert">
          {form.message}
        </p>
      )}
      <EmailField id={`${id}-email`} autoComplete="email" error={form.error} />
      <Button type="submit" className={styles.submit} disabled={!hydrated || form.sending}>
        {form.sending ? 'Enviando…' : 'Enviarme el enlace'}
      </Button>
      <SiteLink href={paths.login} className={styles.back}>
        Volver a iniciar sesión
      </SiteLink>
    </form>
  );
}
