'use client';

import { useState } from 'react';
import { useScriptReady } from '@/components/hooks/use-script-ready';
import styles from './password-field.module.scss';

type PasswordFieldProps = {
  id: string;
  error?: string;
  label?: string;
  name?: string;
  /** `current-password` to log in, `new-password` where the client chooses one. */
  autoComplete?: 'current-password' | 'new-password';
  /** The id of a hint the field is described by, besides its error. */
  hintId?: string;
};

/** The password input with a button that shows or hides what was typed. */
export function PasswordField({
  id,
  error,
  label = 'Contraseña',
  name = 'password',
  autoComplete = 'current-password',
  hintId,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const scriptReady = useScriptReady();
  const errorId = `${id}-error`;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ') || undefined}
          maxLength={200}
        />
        <button
          type="button"
          className={styles.toggle}
          {...scriptReady}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? 'Ocultar' : 'Mostrar'}
          <span className={styles.hidden}> {label.toLocaleLowerCase('es-MX')}</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
