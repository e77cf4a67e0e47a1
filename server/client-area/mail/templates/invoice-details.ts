// server/client-area: Node only. The figures every invoice message shows.
import { formatPesosFromCents, formatSpanishDate } from '../../../../lib/site/format';
import type { Detail } from '../detail-list';
import type { InvoiceNotice } from '../message-types';

/** Number, concept, amount and due date, in that order; `dueLabel` once the date has passed. */
export function getInvoiceDetails(invoice: InvoiceNotice, dueLabel = 'Vence el'): Detail[] {
  return [
    { label: 'Factura', value: invoice.number },
    { label: 'Concepto', value: invoice.concept },
    { label: 'Importe', value: formatPesosFromCents(invoice.amountCents) },
    { label: dueLabel, value: formatSpanishDate(invoice.dueDate) },
  ];
}

/** The payment action every invoice message ends with. */
export function getPaymentAction(invoice: InvoiceNotice) {
  return { label: 'Pagar por transferencia', href: invoice.paymentLink };
}
