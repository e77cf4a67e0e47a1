'use client';

import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/lib/site/paths';
import { SignInForm } from './sign-in-form';
import { useLoginForm } from './use-login-form';
import styles from './login-form.module.scss';

/**
 * The client login: e-mail and password, validated in Spanish, with the server's answer, and the
 * way to a reset link for a forgotten password. `children` (the short privacy notice) closes the form, under its button.
 */
export function LoginForm({ children }: { children?: ReactNode }) {
  const form = useLoginForm();

  return (
    <SignInForm
      label="Iniciar sesión"
      onSubmit={form.submit}
      noscript="Para iniciar sesión activa JavaScript en tu navegador: el área de clientes lo necesita para proteger tu sesión."
      message={form.message}
      email={{ autoComplete: 'email', error: form.errors.email }}
      passwordError={form.errors.password}
      passwordHelp={
        <SiteLink href={paths.forgotPassword} className={styles.forgot}>
          ¿Olvidaste tu contraseña?
        </SiteLink>
      }
      sending={form.sending}
      submitLabel="Iniciar sesión"
      sendingLabel="Entrando…"
    >
      {children}
    </SignInForm>
  );
}
