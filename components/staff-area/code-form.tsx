'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useFocusOnMount } from '@/components/hooks/use-focus-on-mount';
import type { useStaffSignIn } from './use-staff-sign-in';
import styles from './staff-sign-in.module.scss';

type CodeFormProps = {
  signIn: ReturnType<typeof useStaffSignIn>;
  label: string;
  submitLabel: string;
};

/** The second factor's field, focused when it appears: a 6-digit code or a recovery code, with the step's messages. */
export function CodeForm({ signIn, label, submitLabel }: CodeFormProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const input = useFocusOnMount<HTMLInputElement>();

  return (
    <form className={styles.codeForm} method="post" onSubmit={signIn.submitCode} noValidate>
      {signIn.message && (
        <p className={styles.alert} role="alert">
          {signIn.message}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p id={hintId} className={styles.hint}>
          6 dígitos, o un código de recuperación como ABCD-1234.
        </p>
        <input
          id={id}
          ref={input}
          name="code"
          type="text"
          className={styles.codeInput}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          aria-invalid={signIn.fieldError ? true : undefined}
          aria-describedby={signIn.fieldError ? `${hintId} ${errorId}` : hintId}
        />
        {signIn.fieldError && (
          <p id={errorId} className={styles.error}>
            {signIn.fieldError}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={signIn.sending}>
          {signIn.sending ? 'Verificando…' : submitLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={signIn.restart}>
          Volver a empezar
        </Button>
      </div>
    </form>
  );
}
