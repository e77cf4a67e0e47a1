'use client';

import { useId } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { PasswordField } from '@/components/client-area/password-field';
import { Button } from '@/components/ui/button';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import { CodeForm } from './code-form';
import { RecoveryCodes } from './recovery-codes';
import { StaffEnrolment } from './staff-enrolment';
import { useStaffSignIn } from './use-staff-sign-in';
import styles from './staff-sign-in.module.scss';

type StaffSignInProps = {
  /** Why the visitor is here again: the session ended, or they signed out. */
  notice?: string;
  onSignedIn: (staff: StaffMember) => void;
};

/** The staff sign-in, step by step: password, then the second factor (or its enrolment). */
export function StaffSignIn({ notice, onSignedIn }: StaffSignInProps) {
  const signIn = useStaffSignIn(onSignedIn);
  const hydrated = useHydrated();
  const id = useId();
  const { stage } = signIn;

  if (stage.kind === 'recovery-codes') {
    return <RecoveryCodes codes={stage.codes} onContinue={() => onSignedIn(stage.staff)} />;
  }
  if (stage.kind === 'enrolment') {
    return (
      <StaffEnrolment enrolment={stage.enrolment}>
        <CodeForm signIn={signIn} label="Código de tu aplicación" submitLabel="Activar y entrar" />
      </StaffEnrolment>
    );
  }
  if (stage.kind === 'code') {
    return (
      <div className={styles.card}>
        <h2 className={styles.heading}>Código de verificación</h2>
        <p className={styles.text}>
          Abre tu aplicación de autenticación y escribe el código de 6 dígitos de Código Verde. Si
          no tienes tu teléfono a mano, usa uno de tus códigos de recuperación.
        </p>
        <CodeForm signIn={signIn} label="Código de verificación" submitLabel="Verificar" />
      </div>
    );
  }
  return (
    <form
      className={styles.card}
      method="post"
      onSubmit={signIn.submitCredentials}
      noValidate
      aria-label="Acceso del equipo"
    >
      <h2 className={styles.heading}>Acceso del equipo</h2>
      {notice && !signIn.message && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {signIn.message && (
        <p className={styles.alert} role="alert">
          {signIn.message}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Correo electrónico
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          className={styles.input}
          autoComplete="username"
          inputMode="email"
          maxLength={254}
          aria-invalid={signIn.fieldError ? true : undefined}
        />
      </div>
      <PasswordField id={`${id}-password`} error={signIn.fieldError ?? undefined} />
      <Button type="submit" disabled={!hydrated || signIn.sending}>
        {signIn.sending ? 'Comprobando…' : 'Continuar'}
      </Button>
    </form>
  );
}
