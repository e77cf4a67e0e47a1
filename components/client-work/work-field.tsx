import { getFieldLabel, type WorkFieldSpec } from '@/lib/staff-area/client-work-forms';
import styles from './work-form.module.scss';

type WorkFieldProps = {
  spec: WorkFieldSpec;
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

const INPUTS = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'off' },
  date: { type: 'date' },
  amount: { type: 'text', inputMode: 'decimal' },
  whole: { type: 'text', inputMode: 'numeric' },
  url: { type: 'url', inputMode: 'url' },
} as const;

/** One labelled field of a client work form, its hint and its error read with it. */
export function WorkField({ spec, id, value, error, onChange }: WorkFieldProps) {
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = {
    id,
    name: spec.name,
    className: styles.input,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {getFieldLabel(spec)}
        {spec.optional && <span className={styles.optional}> (opcional)</span>}
      </label>
      {spec.kind === 'select' ? (
        <select {...control}>
          {spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} {...INPUTS[spec.kind]} spellCheck={false} />
      )}
      {spec.hint && (
        <p id={hintId} className={styles.hint}>
          {spec.hint}
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
