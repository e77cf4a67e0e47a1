import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import styles from './cfdi-request-form.module.scss';

type CfdiFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The input or select, which gets the id, the error state and what describes it. */
  children: ReactElement<{
    id?: string;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }>;
};

/** One field of the CFDI form: its label, the control, a hint and the error, all linked. */
export function CfdiField({ id, label, hint, error, children }: CfdiFieldProps) {
  const hintId = hint ? `${id}-ayuda` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
