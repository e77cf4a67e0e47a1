// lib/transfer: the bank-transfer page. Runs on the server render and in the browser (no Node or browser APIs).
import { assertValidClabe, formatClabe } from './clabe';
import { siteConfig } from '../site/site-config';
import { buildWhatsAppUrl, getWhatsAppNumber } from '../site/whatsapp';

export type TransferDetails = {
  provider: string;
  bankName: string;
  beneficiary: string;
  clabe: string;
  clabeDisplay: string;
  referencePrefix: string;
  receiptWhatsAppUrl: string;
  /** The agency's WhatsApp number (digits), for the receipt link of a preselected invoice. */
  whatsappNumber: string;
};

/**
 * The agency's SPEI transfer data for the payment page, with a WhatsApp link that prefills
 * `receiptMessage`. The CLABE is checked here, so an invalid one in the site config fails the
 * build instead of reaching a client.
 */
export function getTransferDetails(receiptMessage: string): TransferDetails {
  const { provider, bankName, beneficiary, clabe, referencePrefix } = siteConfig.bank;
  assertValidClabe(clabe, 'siteConfig.bank.clabe');
  return {
    provider,
    bankName,
    beneficiary,
    clabe,
    clabeDisplay: formatClabe(clabe),
    referencePrefix,
    receiptWhatsAppUrl: buildWhatsAppUrl(receiptMessage),
    whatsappNumber: getWhatsAppNumber(),
  };
}

/**
 * Builds the payment concept from an invoice number: "1042", "cv 1042" or "CV-1042" all give
 * "CV-1042". Returns null when nothing usable is left.
 */
export function buildTransferReference(
  invoiceNumber: string,
  prefix: string = siteConfig.bank.referencePrefix,
): string | null {
  const cleaned = invoiceNumber.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const withoutPrefix = cleaned.startsWith(prefix.toUpperCase())
    ? cleaned.slice(prefix.length)
    : cleaned;
  return withoutPrefix ? `${prefix}-${withoutPrefix}` : null;
}
