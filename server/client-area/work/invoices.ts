// server/client-area: Node only. The client work on invoices: add, edit, paid, overdue, within the invoice rules.
import { toMexicoCityDate } from '../../../lib/site/mexico-city-date';
import {
  invoiceEditRequestSchema,
  invoiceRequestSchema,
  markOverdueRequestSchema,
  markPaidRequestSchema,
} from '../../../lib/staff-area/client-work-contract';
import { checkInvoiceChange, type InvoiceChange } from '../../../lib/staff-area/invoice-rules';
import { ClientWorkError, conflict, notFound } from '../client-work-error';
import type { ClientDatabase } from '../database';
import { addInvoice as insertInvoice } from '../store';
import { queueNewInvoiceNotice, queuePaymentNotice } from '../notices';
import { requireClientById } from './clients';
import { recordRowChange, requireRow, updateVersioned, type StoredRow } from './versioned-rows';
import {
  parseClientWork,
  runAudited,
  runUnique,
  type ClientWorkAction,
  type WorkActor,
} from './work-audit';

export type InvoiceRow = StoredRow & {
  number: string;
  status: 'pendiente' | 'pagada' | 'vencida';
  amount_cents: number;
  concept: string;
  due_date: string;
  paid_on: string | null;
  payment_reference: string | null;
};

/** Refuses a change the invoice rules (lib/staff-area/invoice-rules.ts) do not allow. */
function enforceInvoiceRules(
  db: ClientDatabase,
  invoice: InvoiceRow | null,
  change: InvoiceChange,
  at: number,
): void {
  const hasCfdi =
    invoice !== null &&
    db.prepare('SELECT 1 FROM cfdi_requests WHERE invoice_id = ?').get(invoice.id) !== undefined;
  const current = invoice && {
    status: invoice.status,
    amountCents: invoice.amount_cents,
    concept: invoice.concept,
    dueDate: invoice.due_date,
    paidOn: invoice.paid_on,
    reference: invoice.payment_reference,
    hasCfdi,
  };
  const refusal = checkInvoiceChange(current, change, toMexicoCityDate(at));
  if (!refusal) return;
  if (refusal.kind === 'conflict') throw conflict(refusal.message);
  throw new ClientWorkError(refusal.message, 'input', refusal.field);
}

export function addInvoice(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const { amount, paidOn, reference, ...invoice } = parseClientWork(invoiceRequestSchema, input);
  enforceInvoiceRules(
    db,
    null,
    { status: invoice.status, dueDate: invoice.dueDate, paidOn, reference },
    by.at,
  );
  return runAudited(db, () => {
    runUnique(
      () => insertInvoice(db, clientId, { ...invoice, amountCents: amount }),
      `Ya existe la factura ${invoice.number}.`,
    );
    const { id } = requireInvoiceByNumber(db, clientId, invoice.number);
    if (invoice.status === 'pagada') {
      db.prepare('UPDATE invoices SET paid_on = ?, payment_reference = ? WHERE id = ?').run(
        paidOn,
        reference,
        id,
      );
    }
    recordRowChange(db, by, 'factura_agregada', 'invoices', null, id);
    queueNewInvoiceNotice(db, id, by.at);
    return id;
  });
}

export function requireInvoiceByNumber(
  db: ClientDatabase,
  clientId: number,
  number: string,
): InvoiceRow {
  const invoice = db
    .prepare('SELECT * FROM invoices WHERE client_id = ? AND upper(number) = upper(?)')
    .get(clientId, number) as InvoiceRow | undefined;
  if (!invoice) throw notFound(`El cliente no tiene la factura ${number}.`);
  return invoice;
}

/**
 * Applies a change to an invoice read at `version`, within the invoice rules: the allowed moves
 * between statuses, a payment's day and reference, overdue only after the due date, nothing once a
 * CFDI was requested. An invoice that stops being paid forgets its payment. The number stays: the
 * client may have paid with it as the concept.
 */
function changeInvoice(
  db: ClientDatabase,
  invoiceId: number,
  change: InvoiceChange & { version: number },
  by: WorkActor,
  action: ClientWorkAction,
): void {
  runAudited(db, () => {
    const before = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
    enforceInvoiceRules(db, before, change, by.at);
    const { version, amountCents, ...fields } = change;
    updateVersioned(
      db,
      'invoices',
      invoiceId,
      version,
      `concept = coalesce(@concept, concept), amount_cents = coalesce(@amountCents, amount_cents),
       status = coalesce(@status, status), due_date = coalesce(@dueDate, due_date),
       paid_on = CASE WHEN coalesce(@status, status) = 'pagada'
         THEN coalesce(@paidOn, paid_on) END,
       payment_reference = CASE WHEN coalesce(@status, status) = 'pagada'
         THEN coalesce(@reference, payment_reference) END`,
      {
        concept: null,
        status: null,
        dueDate: null,
        paidOn: null,
        reference: null,
        ...fields,
        amountCents: amountCents ?? null,
      },
      { by, action },
    );
    if (before.status !== 'pagada') queuePaymentNotice(db, invoiceId, by.at);
  });
}

/** Changes the fields given of an invoice read at `version`. */
export function updateInvoice(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { amount, ...changes } = parseClientWork(invoiceEditRequestSchema, input);
  changeInvoice(db, invoiceId, { ...changes, amountCents: amount }, by, 'factura_editada');
}

/** Records an invoice's payment: the day and the transfer's reference. */
export function markInvoicePaid(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { version, paidOn, reference } = parseClientWork(markPaidRequestSchema, input);
  changeInvoice(
    db,
    invoiceId,
    { version, status: 'pagada', paidOn, reference },
    by,
    'factura_pagada',
  );
}

/** Marks an unpaid invoice as overdue, from the day after its due date; a paid one cannot be. */
export function markInvoiceOverdue(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { version } = parseClientWork(markOverdueRequestSchema, input);
  changeInvoice(db, invoiceId, { version, status: 'vencida' }, by, 'factura_vencida');
}

/** The invoice id of a number, for the command, which names invoices by number. */
export function requireInvoiceId(db: ClientDatabase, number: string): number {
  const id = db
    .prepare('SELECT id FROM invoices WHERE upper(number) = upper(?)')
    .pluck()
    .get(number) as number | undefined;
  if (id === undefined) throw notFound(`No existe la factura ${number}.`);
  return id;
}
