'use client';

import { SignInForm } from '@/components/client-area/sign-in-form';
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
    <SignInForm
      label="Acceso del equipo"
      onSubmit={signIn.submitCredentials}
      intro={
        <>
          <h2 className={styles.heading}>Acceso del equipo</h2>
          {notice && !signIn.message && (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          )}
        </>
      }
      message={signIn.message}
      email={{ autoComplete: 'username', invalid: Boolean(signIn.fieldError) }}
      passwordError={signIn.fieldError ?? undefined}
      sending={signIn.sending}
      submitLabel="Continuar"
      sendingLabel="Comprobando…"
      wide
    />
  );
}
