import { useSyncExternalStore } from 'react';
import { parseInvoicePayment, type InvoicePayment } from '@/lib/transfer/invoice-payment';

const subscribeToNothing = () => () => {};

let lastRead: { search: string; invoice: InvoicePayment | null } | undefined;

// The snapshot must stay the same object while the URL does, or React renders again and again.
function readInvoiceFromUrl(): InvoicePayment | null {
  const { search } = window.location;
  if (lastRead?.search !== search) lastRead = { search, invoice: parseInvoicePayment(search) };
  return lastRead.invoice;
}

/**
 * The invoice of a payment link (`/bitso-mx?factura=…&monto=…`), read from the URL once the page
 * runs its JavaScript: null in the pre-rendered HTML, while hydrating and for any other URL.
 */
export function useInvoicePayment(): InvoicePayment | null {
  return useSyncExternalStore(subscribeToNothing, readInvoiceFromUrl, () => null);
}
