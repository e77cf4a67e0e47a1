// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
// Named imports of zod/mini, not the `z` namespace, so the transfer page carries only these checks.
import { maxLength, regex, string } from 'zod/mini';

/** The longest invoice number: it must fit in a SPEI payment concept (40 characters) with room. */
export const INVOICE_NUMBER_MAX_LENGTH = 30;

/** An invoice number as the agency writes it: letters and digits in groups joined by hyphens. */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/**
 * An invoice number ("CV-1042"). It is the concept a client types in the bank app and travels in
 * the payment link of the panel, so it holds nothing a URL or a bank would mangle.
 */
export const invoiceNumberSchema = string().check(
  maxLength(INVOICE_NUMBER_MAX_LENGTH),
  regex(INVOICE_NUMBER_PATTERN),
);
