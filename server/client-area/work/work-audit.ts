// server/client-area: Node only. What every change of the client work shares: who makes it, how its input is read, and its row in the staff audit log, written in the change's transaction.
import type * as z from '../../../lib/content/zod';
import { formatPesosFromCents } from '../../../lib/site/format';
import {
  CLIENT_WORK_FIELD_LABELS,
  type ClientWorkField,
} from '../../../lib/staff-area/client-work-contract';
import { recordAuditRow, type FieldChange } from '../../shared/audit-log';
import { ClientWorkError, conflict } from '../client-work-error';
import type { ClientDatabase } from '../database';

// both call these with what they were given, so both check it with the contract's field rules and
// refuse it with the same messages. Each either makes its whole change, with its row in the staff
// audit log in the same transaction, or throws a ClientWorkError and changes nothing.

/** What the audit log records of the client work, with the staff log's words (server/staff/audit.ts). */
export const CLIENT_WORK_ACTIONS = [
  'cliente_creado',
  'cliente_desactivado',
  'cliente_activado',
  'invitacion_enviada',
  'restablecimiento_enviado',
  'correo_reintentado',
  'servicio_agregado',
  'servicio_editado',
  'servicio_terminado',
  'proyecto_agregado',
  'proyecto_editado',
  'proyecto_terminado',
  'factura_agregada',
  'factura_editada',
  'factura_pagada',
  'factura_vencida',
  'cfdi_emitido',
  'cfdi_enlace_cambiado',
  // Only `npm run clients -- renombrar-correo`, when two accounts stop an upgrade.
  'cliente_correo_cambiado',
] as const;
export type ClientWorkAction = (typeof CLIENT_WORK_ACTIONS)[number];

/**
 * Who makes a change and when: a staff member's e-mail and address from the dashboard, or the
 * system user of `npm run clients` with no address.
 */
export type WorkActor = { actor: string; address: string | null; at: number };

/** The input read by `schema`, or a ClientWorkError naming the first field that is wrong. */
export function parseClientWork<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (issue && typeof field === 'string' && Object.hasOwn(CLIENT_WORK_FIELD_LABELS, field)) {
    // The field rules write their own Spanish; anything zod says itself (a missing key, a
    // wrong type) gets a sentence of ours, never the library's English.
    const message = issue.code === 'custom' ? issue.message : 'falta o no es válido';
    throw new ClientWorkError(message, 'input', field as ClientWorkField);
  }
  throw new ClientWorkError('Envía los datos del formulario como un objeto JSON.', 'input');
}

export type Row = Record<string, unknown>;

/** How the log names and shows each column that a change can touch. */
const COLUMN_WORDS: Record<string, { label: string; format?: (value: unknown) => string }> = {
  email: { label: CLIENT_WORK_FIELD_LABELS.email },
  name: { label: CLIENT_WORK_FIELD_LABELS.name },
  company: { label: CLIENT_WORK_FIELD_LABELS.company },
  disabled: {
    label: CLIENT_WORK_FIELD_LABELS.disabled,
    format: (value) => (value === 1 ? 'desactivado' : 'activo'),
  },
  domain: { label: CLIENT_WORK_FIELD_LABELS.domain },
  hosting_plan: { label: CLIENT_WORK_FIELD_LABELS.hostingPlan },
  renewal_date: { label: CLIENT_WORK_FIELD_LABELS.renewalDate },
  mailboxes: { label: CLIENT_WORK_FIELD_LABELS.mailboxes },
  number: { label: CLIENT_WORK_FIELD_LABELS.number },
  concept: { label: CLIENT_WORK_FIELD_LABELS.concept },
  amount_cents: {
    label: CLIENT_WORK_FIELD_LABELS.amount,
    format: (value) => formatPesosFromCents(Number(value)),
  },
  status: { label: CLIENT_WORK_FIELD_LABELS.status },
  progress: { label: CLIENT_WORK_FIELD_LABELS.progress, format: (value) => `${String(value)} %` },
  delivery_date: { label: CLIENT_WORK_FIELD_LABELS.deliveryDate },
  due_date: { label: CLIENT_WORK_FIELD_LABELS.dueDate },
  paid_on: { label: CLIENT_WORK_FIELD_LABELS.paidOn },
  payment_reference: { label: CLIENT_WORK_FIELD_LABELS.reference },
  ended_on: { label: CLIENT_WORK_FIELD_LABELS.endedOn },
  uuid: { label: CLIENT_WORK_FIELD_LABELS.uuid },
  download_url: { label: CLIENT_WORK_FIELD_LABELS.downloadUrl },
};

/** The columns of COLUMN_WORDS whose value differs, each before → after (before '' when new). */
export function diffRows(before: Row | null, after: Row): FieldChange[] {
  const show = (column: string, value: unknown) =>
    value === null || value === undefined
      ? '—'
      : (COLUMN_WORDS[column]?.format?.(value) ?? String(value));
  return Object.keys(COLUMN_WORDS)
    .filter((column) => column in after && (before === null || before[column] !== after[column]))
    .filter((column) => before !== null || (after[column] !== null && after[column] !== undefined))
    .map((column) => ({
      field: COLUMN_WORDS[column]!.label,
      before: before === null ? '' : show(column, before[column]),
      after: show(column, after[column]),
    }));
}

/** Writes a change's row in the staff audit log of this file. */
export function recordWork(
  db: ClientDatabase,
  by: WorkActor,
  action: ClientWorkAction,
  entry: { detail: string; clientId: number; changes?: FieldChange[] },
): void {
  recordAuditRow(db, {
    occurredAt: by.at,
    actor: by.actor,
    action,
    kind: 'cambio',
    address: by.address,
    ...entry,
  });
}

/** Runs `change` and records it, in one immediate transaction: both happen or neither does. */
export function runAudited<T>(db: ClientDatabase, change: () => T): T {
  return db.transaction(change).immediate();
}

export const clientEmail = (db: ClientDatabase, clientId: number) =>
  db.prepare('SELECT email FROM clients WHERE id = ?').pluck().get(clientId) as string;

/** Runs a write that may break a UNIQUE rule, turning that into a conflict with `message`. */
export function runUnique<T>(write: () => T, message: string): T {
  try {
    return write();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(message);
    throw error;
  }
}
