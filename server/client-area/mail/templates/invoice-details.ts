// server/client-area: Node only. The figures every invoice message shows.
import { formatPesosFromCents, formatSpanishDate } from '../../../../lib/site/format';
import type { Detail } from '../detail-list';
import type { InvoiceNotice } from '../message-types';

/** Number, concept, amount and due date, in that order. */
export function getInvoiceDetails(invoice: InvoiceNotice): Detail[] {
  return [
    { label: 'Factura', value: invoice.number },
    { label: 'Concepto', value: invoice.concept },
    { label: 'Importe', value: formatPesosFromCents(invoice.amountCents) },
    { label: 'Vence el', value: formatSpanishDate(invoice.dueDate) },
  ];
}

/** The payment action every invoice message ends with. */
export function getPaymentAction(invoice: InvoiceNotice) {
  return { label: 'Pagar por transferencia', href: invoice.paymentLink };
}
