// lib/staff-area: the dashboard's client work forms: their fields, checked before sending with the API's own rules. Runs anywhere; pure functions.
import { CLIENT_WORK_FIELD_LABELS, type ClientWorkField } from './client-work-constants';
import { CLIENT_WORK_FIELD_RULES, readText, type FieldReading } from './client-work-fields';

/** How a field is typed in; each kind has its input and, with the field, its rule. */
export type WorkFieldKind = 'text' | 'email' | 'date' | 'amount' | 'whole' | 'url' | 'select';

export type WorkFieldSpec = {
  name: ClientWorkField;
  kind: WorkFieldKind;
  /** The visible label; the API's name of the field when left out. */
  label?: string;
  hint?: string;
  /** May be left empty (a CFDI's download link before there is one). */
  optional?: boolean;
  options?: readonly { value: string; label: string }[];
};

export type WorkValues = Partial<Record<ClientWorkField, string>>;
export type WorkErrors = Partial<Record<ClientWorkField, string>>;

// The rule of each field the forms send, the same the API reads it with.
const RULES: Partial<Record<ClientWorkField, (input: unknown) => FieldReading<unknown>>> =
  CLIENT_WORK_FIELD_RULES;

/** The label a field is shown and named by in messages. */
export const getFieldLabel = (spec: WorkFieldSpec): string =>
  spec.label ?? CLIENT_WORK_FIELD_LABELS[spec.name];

/**
 * Each field's problem as the API would word it (`Fecha de entrega: debe ser una fecha
 * AAAA-MM-DD`), so a form can show it before sending; empty when every field passes.
 */
export function checkWorkFields(fields: readonly WorkFieldSpec[], values: WorkValues): WorkErrors {
  const errors: WorkErrors = {};
  for (const spec of fields) {
    const value = values[spec.name] ?? '';
    if (spec.optional && value.trim() === '') continue;
    // An invoice's status is a choice; a project's, free text: both travel as `status`.
    const rule =
      spec.kind === 'select' && spec.name === 'status'
        ? CLIENT_WORK_FIELD_RULES.invoiceStatus
        : (RULES[spec.name] ?? ((input: unknown) => readText(input)));
    const reading = rule(value);
    if ('problem' in reading) {
      errors[spec.name] = `${CLIENT_WORK_FIELD_LABELS[spec.name]}: ${reading.problem}`;
    }
  }
  return errors;
}

/** The pesos of an amount in centavos as a form shows them: `4500.50`, `4500`. */
export function formatAmountInput(amountCents: number): string {
  const pesos = Math.floor(amountCents / 100);
  const centavos = amountCents % 100;
  return centavos === 0 ? String(pesos) : `${pesos}.${String(centavos).padStart(2, '0')}`;
}
