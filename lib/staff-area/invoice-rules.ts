// lib/staff-area: the rules of an invoice's changes (status, payment, falling due, the lock of a
// CFDI), for every door that changes one (the dashboard's routes and form, `npm run clients`).
// Runs anywhere; imports no zod.
import { formatSpanishDate } from '../site/format';
import type { InvoiceStatusValue } from './client-work-fields';
import { CLIENT_WORK_FIELD_LABELS, type ClientWorkField } from './client-work-constants';

/** The statuses an invoice may move to from each one (staying is always allowed). */
export const INVOICE_MOVES = {
  pendiente: ['pagada', 'vencida'],
  vencida: ['pendiente', 'pagada'],
  // A payment recorded by mistake is taken back to pending; a paid invoice never falls due.
  pagada: ['pendiente'],
} as const satisfies Record<InvoiceStatusValue, readonly InvoiceStatusValue[]>;

/** An invoice as the rules see it; `hasCfdi` once its CFDI was requested or issued. */
export type InvoiceState = {
  status: InvoiceStatusValue;
  amountCents: number;
  concept: string;
  dueDate: string;
  paidOn: string | null;
  reference: string | null;
  hasCfdi: boolean;
};

/** What a change asks for: the fields given, the rest staying as they are. */
export type InvoiceChange = {
  status?: InvoiceStatusValue;
  amountCents?: number;
  concept?: string;
  dueDate?: string;
  paidOn?: string;
  reference?: string;
};

/** The fields a change may name, each with the field its refusal names. */
const CHANGE_FIELDS = {
  concept: 'concept',
  amountCents: 'amount',
  status: 'status',
  dueDate: 'dueDate',
  paidOn: 'paidOn',
  reference: 'reference',
} as const satisfies Record<keyof InvoiceChange, ClientWorkField>;

/** Why a change is refused: bad input names its field; a move the rules forbid is a conflict. */
export type InvoiceRefusal = {
  kind: 'input' | 'conflict';
  message: string;
  field?: ClientWorkField;
};

/** The statuses the invoice may have after a change, its own first. */
export function listAllowedStatuses(
  invoice: Pick<InvoiceState, 'status' | 'hasCfdi'>,
): InvoiceStatusValue[] {
  return invoice.hasCfdi ? [invoice.status] : [invoice.status, ...INVOICE_MOVES[invoice.status]];
}

/** The day after a `YYYY-MM-DD` day. */
function getNextDay(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * Whether an unpaid invoice due on `dueDate` may be marked overdue on `today` (both days in
 * Mexico City): from the day after it falls due, never on that day.
 */
export const canBeOverdue = (dueDate: string, today: string) => dueDate < today;

/** The fields a change would give a new value, by the name a refusal uses. */
function listChangedFields(current: InvoiceState, change: InvoiceChange): ClientWorkField[] {
  return (Object.keys(CHANGE_FIELDS) as (keyof InvoiceChange)[])
    .filter((key) => change[key] !== undefined && change[key] !== current[key])
    .map((key) => CHANGE_FIELDS[key]);
}

/**
 * Why an invoice cannot be overdue on `today`, or null when it can: it must be past its due date.
 * Checked when the status becomes "vencida" and when an overdue invoice's due date moves.
 */
function describeEarlyOverdue(
  current: InvoiceState | null,
  change: InvoiceChange,
  status: InvoiceStatusValue,
  today: string,
): string | null {
  const dueDate = change.dueDate ?? current?.dueDate;
  if (status !== 'vencida' || dueDate === undefined || canBeOverdue(dueDate, today)) return null;
  if (current?.status === 'vencida' && dueDate === current.dueDate) return null;
  return (
    `La factura vence el ${formatSpanishDate(dueDate)}: puede marcarse vencida a partir del ` +
    `${formatSpanishDate(getNextDay(dueDate))}; hasta entonces está pendiente.`
  );
}

/**
 * Checks a change to an existing invoice (or, with `current` null, a new one) against the rules:
 * the allowed moves; "pagada" needs its payment day, not after `today`, and the transfer's
 * reference; "vencida" only after the due date; once a CFDI is requested or issued, nothing of the
 * invoice changes (only its CFDI's link, which is not the invoice's). `today` is Mexico City's.
 */
export function checkInvoiceChange(
  current: InvoiceState | null,
  change: InvoiceChange,
  today: string,
): InvoiceRefusal | null {
  const status = change.status ?? current?.status ?? 'pendiente';
  const frozen = current?.hasCfdi ? listChangedFields(current, change) : [];
  if (frozen.length > 0) {
    const labels = frozen.map((field) => CLIENT_WORK_FIELD_LABELS[field].toLowerCase());
    return {
      kind: 'conflict',
      message:
        'La factura ya tiene un CFDI solicitado o emitido: de ella solo cambia el enlace del ' +
        `CFDI. No cambia: ${new Intl.ListFormat('es', { type: 'conjunction' }).format(labels)}.`,
    };
  }
  if (current && status !== current.status) {
    const allowed: readonly InvoiceStatusValue[] = INVOICE_MOVES[current.status];
    if (!allowed.includes(status)) {
      return {
        kind: 'conflict',
        message: `Una factura ${current.status} no pasa a ${status}. Si el pago se registró por error, márcala pendiente.`,
      };
    }
  }
  const becomesPaid = status === 'pagada' && current?.status !== 'pagada';
  if (becomesPaid && change.paidOn === undefined) {
    return { kind: 'input', field: 'paidOn', message: 'es obligatoria para marcarla pagada' };
  }
  if (becomesPaid && change.reference === undefined) {
    return { kind: 'input', field: 'reference', message: 'es obligatoria para marcarla pagada' };
  }
  if (change.paidOn !== undefined && status !== 'pagada') {
    return { kind: 'input', field: 'paidOn', message: 'solo se da al marcarla pagada' };
  }
  if (change.paidOn !== undefined && change.paidOn > today) {
    return { kind: 'input', field: 'paidOn', message: 'no puede ser posterior a hoy' };
  }
  const early = describeEarlyOverdue(current, change, status, today);
  return early ? { kind: 'conflict', message: early } : null;
}
