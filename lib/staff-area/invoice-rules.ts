// lib/staff-area: the rules of an invoice's status and payment, for every door that changes one
// (the dashboard's routes and form, `npm run clients`). Runs anywhere; imports no zod.
import type { InvoiceStatusValue } from './client-work-fields';
import type { ClientWorkField } from './client-work-constants';

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
  hasCfdi: boolean;
};

/** What a change asks for: the fields given, the rest staying as they are. */
export type InvoiceChange = {
  status?: InvoiceStatusValue;
  amountCents?: number;
  paidOn?: string;
  reference?: string;
};

/** Why a change is refused: bad input names its field; a move the rules forbid is a conflict. */
export type InvoiceRefusal = {
  kind: 'input' | 'conflict';
  message: string;
  field?: ClientWorkField;
};

/** The statuses the invoice may have after a change, its own first. */
export function listAllowedStatuses(invoice: InvoiceState): InvoiceStatusValue[] {
  return invoice.hasCfdi ? [invoice.status] : [invoice.status, ...INVOICE_MOVES[invoice.status]];
}

/**
 * Checks a change to an existing invoice (or, with `current` null, a new one) against the rules:
 * the allowed moves; "pagada" needs its payment day, not after `today`, and the transfer's
 * reference; once a CFDI is requested or issued, the amount and the status stay.
 */
export function checkInvoiceChange(
  current: InvoiceState | null,
  change: InvoiceChange,
  today: string,
): InvoiceRefusal | null {
  const status = change.status ?? current?.status ?? 'pendiente';
  if (current?.hasCfdi) {
    const amountChanges =
      change.amountCents !== undefined && change.amountCents !== current.amountCents;
    if (amountChanges || status !== current.status) {
      return {
        kind: 'conflict',
        message:
          'La factura ya tiene un CFDI solicitado o emitido: su monto y su estado ya no cambian.',
      };
    }
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
  return null;
}
