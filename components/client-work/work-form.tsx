'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CHANGE_FAILED, type ChangeResult } from '@/lib/staff-area/client-work-api';
import {
  checkWorkFields,
  type WorkErrors,
  type WorkFieldSpec,
  type WorkValues,
} from '@/lib/staff-area/client-work-forms';
import { WorkField } from './work-field';
import styles from './work-form.module.scss';

type WorkFormProps<T> = {
  /** The form's accessible name, e.g. "Editar la factura CV-1042". */
  title: string;
  fields: readonly WorkFieldSpec[];
  initial: WorkValues;
  submitLabel: string;
  /** A line over the fields that says what the action does. */
  description?: ReactNode;
  send: (values: WorkValues) => Promise<ChangeResult<T>>;
  onSaved: (value: T) => void;
  onExpired: () => void;
  onCancel?: () => void;
  /** Loads the row again after another person saved it first; what was typed stays. */
  onReload?: () => Promise<void>;
};

type Conflict = { error: string; reloaded: boolean };

/**
 * A client work form: each field checked with the API's rules before sending, the API's refusal
 * shown next to the field it names, and what was typed kept whatever the answer.
 */
export function WorkForm<T>({
  title,
  fields,
  initial,
  submitLabel,
  description,
  send,
  onSaved,
  onExpired,
  onCancel,
  onReload,
}: WorkFormProps<T>) {
  const id = useId();
  const [values, setValues] = useState<WorkValues>(initial);
  const [errors, setErrors] = useState<WorkErrors>({});
  const [message, setMessage] = useState('');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [sending, setSending] = useState(false);

  function showErrors(form: HTMLFormElement, found: WorkErrors) {
    setErrors(found);
    const first = fields.find((spec) => found[spec.name]);
    const control = first && form.elements.namedItem(first.name);
    if (control instanceof HTMLElement) control.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setMessage('');
    const found = checkWorkFields(fields, values);
    if (Object.keys(found).length > 0) return showErrors(form, found);
    setErrors({});
    setSending(true);
    const result = await send(values);
    setSending(false);
    if (result.kind === 'ok') {
      setConflict(null);
      onSaved(result.value);
    } else if (result.kind === 'unauthorized') onExpired();
    else if (result.kind === 'conflict') setConflict({ error: result.error, reloaded: false });
    else if (
      result.kind === 'invalid' &&
      result.field &&
      fields.some((f) => f.name === result.field)
    )
      showErrors(form, { [result.field]: result.error });
    else setMessage(result.kind === 'failed' ? CHANGE_FAILED : result.error);
  }

  async function reload() {
    if (!onReload) return;
    setSending(true);
    await onReload();
    setSending(false);
    setConflict((previous) => previous && { ...previous, reloaded: true });
  }

  return (
    <form className={styles.form} method="post" noValidate aria-label={title} onSubmit={submit}>
      {description && <div className={styles.description}>{description}</div>}
      {fields.length > 0 && (
        <div className={styles.fields}>
          {fields.map((spec) => (
            <WorkField
              key={spec.name}
              spec={spec}
              id={`${id}-${spec.name}`}
              value={values[spec.name] ?? ''}
              error={errors[spec.name]}
              onChange={(value) => setValues((previous) => ({ ...previous, [spec.name]: value }))}
            />
          ))}
        </div>
      )}
      {message && (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      )}
      {conflict && !conflict.reloaded && (
        <div className={styles.alert} role="alert">
          <p>{conflict.error}</p>
          <p>Lo que escribiste sigue en el formulario: no se ha perdido nada.</p>
          {onReload && (
            <Button type="button" size="sm" variant="secondary" disabled={sending} onClick={reload}>
              Ver los cambios
            </Button>
          )}
        </div>
      )}
      {conflict?.reloaded && (
        <p className={styles.notice} role="status">
          Ya ves lo que guardó la otra persona. Lo que escribiste sigue en el formulario: revísalo y
          guarda de nuevo para aplicarlo sobre su versión.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" size="sm" disabled={sending}>
          {sending ? 'Guardando…' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
