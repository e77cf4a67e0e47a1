// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
// Plain checks, no zod: the transfer page reads invoice numbers from its URL, and zod would cost it
// about 28 KB of gzip JavaScript. The contract builds its schema from these same rules.

/** The longest invoice number: it must fit in a SPEI payment concept (40 characters) with room. */
export const INVOICE_NUMBER_MAX_LENGTH = 30;

/** An invoice number as the agency writes it: letters and digits in groups joined by hyphens. */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * Whether `value` is an invoice number ("CV-1042"). It is the concept a client types in the bank
 * app and travels in the panel's payment link, so it holds nothing a URL or a bank would mangle.
 */
export function isInvoiceNumber(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= INVOICE_NUMBER_MAX_LENGTH &&
    INVOICE_NUMBER_PATTERN.test(value)
  );
}
