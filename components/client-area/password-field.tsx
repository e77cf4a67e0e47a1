'use client';

import { useState } from 'react';
import styles from './password-field.module.scss';

type PasswordFieldProps = { id: string; error?: string };

/** The password input with a button that shows or hides what was typed. */
export function PasswordField({ id, error }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Contraseña
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          className={styles.input}
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          maxLength={200}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? 'Ocultar' : 'Mostrar'}
          <span className={styles.hidden}> contraseña</span>
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
