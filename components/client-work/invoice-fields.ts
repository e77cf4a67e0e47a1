import type { WorkFieldSpec } from '@/lib/staff-area/client-work-forms';
import type { InvoiceStatusValue } from '@/lib/staff-area/client-work-fields';
import { listAllowedStatuses, type InvoiceState } from '@/lib/staff-area/invoice-rules';

/** How the dashboard names each invoice status. */
export const INVOICE_STATUS_NAMES = {
  pendiente: 'Pendiente',
  pagada: 'Pagada',
  vencida: 'Vencida',
} as const;

const statusField = (statuses: readonly InvoiceStatusValue[]) =>
  ({
    name: 'status',
    kind: 'select',
    label: 'Estado',
    options: statuses.map((value) => ({ value, label: INVOICE_STATUS_NAMES[value] })),
  }) as const satisfies WorkFieldSpec;

const CONCEPT = {
  name: 'concept',
  kind: 'text',
  hint: 'Lo que el cliente lee en su panel.',
} as const;
const AMOUNT = {
  name: 'amount',
  kind: 'amount',
  label: 'Monto (MXN)',
  hint: 'En pesos, como 4500.50.',
} as const;
const DUE_DATE = { name: 'dueDate', kind: 'date' } as const;

/** A new invoice's fields after its number: a payment is recorded with "Marcar pagada". */
export const NEW_INVOICE_FIELDS = [
  CONCEPT,
  AMOUNT,
  statusField(['pendiente', 'vencida']),
  DUE_DATE,
] as const satisfies readonly WorkFieldSpec[];

/**
 * The fields of an invoice that can change after it is added (its number stays), offering only
 * the moves the invoice rules allow; paying has its own form, with the day and the reference.
 * Once a CFDI is requested, none: only the CFDI's link changes, in its own form.
 */
export function listInvoiceEditFields(
  invoice: Pick<InvoiceState, 'status' | 'hasCfdi'>,
): WorkFieldSpec[] {
  if (invoice.hasCfdi) return [];
  const statuses = listAllowedStatuses(invoice).filter(
    (status) => status !== 'pagada' || invoice.status === 'pagada',
  );
  return [CONCEPT, AMOUNT, statusField(statuses), DUE_DATE];
}
