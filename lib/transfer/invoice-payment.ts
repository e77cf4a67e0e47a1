// lib/transfer: the bank-transfer page. Runs on the server render and in the browser (no Node or browser APIs).
// Plain checks, no zod: this runs in the transfer page's island (see lib/client-area/invoice-number.ts).
import { isInvoiceNumber } from '../client-area/invoice-number';
import { fillTemplate, formatPesosFromCents } from '../site/format';
import { paths } from '../site/paths';

/** The invoice a payment link preselects on the transfer page. */
export type InvoicePayment = { number: string; amountCents: number };

/** The query parameters of a payment link: `/bitso-mx?factura=CV-1042&monto=4500.00`. */
export const INVOICE_PAYMENT_PARAMS = { number: 'factura', amount: 'monto' } as const;

/** The largest amount a payment link carries: $9,999,999.99 MXN. */
export const MAX_PAYMENT_AMOUNT_CENTS = 999_999_999;

// Pesos with at most two decimals and no leading zeros, sign, spaces or exponent: "4500", "4500.5".
const AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,6})(?:\.\d{1,2})?$/;
// A valid link is far shorter; anything longer is not worth parsing.
const MAX_QUERY_LENGTH = 120;

function pesosToCents(amount: string): number {
  const [pesos = '0', centavos = ''] = amount.split('.');
  return Number(pesos) * 100 + Number(centavos.padEnd(2, '0'));
}

function centsToPesos(amountCents: number): string {
  const centavos = String(amountCents % 100).padStart(2, '0');
  return `${Math.trunc(amountCents / 100)}.${centavos}`;
}

function isPaymentAmount(amountCents: number): boolean {
  return (
    Number.isInteger(amountCents) && amountCents > 0 && amountCents <= MAX_PAYMENT_AMOUNT_CENTS
  );
}

/**
 * The transfer page's link for paying one invoice, e.g. `/bitso-mx?factura=CV-1042&monto=4500.00`.
 * An invoice the link cannot carry (a number outside the contract's format, an amount out of
 * range) gets the plain transfer page.
 */
export function buildInvoicePaymentPath(invoice: InvoicePayment): string {
  if (!isInvoiceNumber(invoice.number) || !isPaymentAmount(invoice.amountCents)) {
    return paths.transfer;
  }
  const query = new URLSearchParams({
    [INVOICE_PAYMENT_PARAMS.number]: invoice.number,
    [INVOICE_PAYMENT_PARAMS.amount]: centsToPesos(invoice.amountCents),
  });
  return `${paths.transfer}?${query}`;
}

/**
 * Reads the invoice of a payment link from its query string (`?factura=…&monto=…`). Anything
 * else — a parameter missing, repeated or extra, a malformed number or amount — gives null.
 */
export function parseInvoicePayment(search: string): InvoicePayment | null {
  if (search.length > MAX_QUERY_LENGTH) return null;
  const params = new URLSearchParams(search);
  const names = [...params.keys()].sort();
  const expected = [INVOICE_PAYMENT_PARAMS.amount, INVOICE_PAYMENT_PARAMS.number].sort();
  if (names.join('&') !== expected.join('&')) return null;
  const number = params.get(INVOICE_PAYMENT_PARAMS.number);
  const amount = params.get(INVOICE_PAYMENT_PARAMS.amount) ?? '';
  if (!isInvoiceNumber(number) || !AMOUNT_PATTERN.test(amount)) return null;
  const amountCents = pesosToCents(amount);
  return isPaymentAmount(amountCents) ? { number, amountCents } : null;
}

/**
 * The WhatsApp message that goes with the receipt of a preselected invoice: `template` with its
 * `{number}` and `{amount}` ("$4,500.00", as the panel shows it) filled in.
 */
export function buildInvoiceReceiptMessage(template: string, invoice: InvoicePayment): string {
  return fillTemplate(template, {
    number: invoice.number,
    amount: formatPesosFromCents(invoice.amountCents),
  });
}
