import styles from './email-field.module.scss';

type EmailFieldProps = {
  id: string;
  autoComplete: 'email' | 'username';
  error?: string;
  /** Marks the field wrong when the message that names it sits elsewhere. */
  invalid?: boolean;
};

/** An account's e-mail field, uncontrolled so that what is typed before hydration counts. */
export function EmailField({ id, autoComplete, error, invalid = false }: EmailFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Correo electrónico
      </label>
      <input
        id={id}
        name="email"
        type="email"
        className={styles.input}
        autoComplete={autoComplete}
        inputMode="email"
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={254}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
