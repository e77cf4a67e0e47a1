// lib/staff-area: the rules of the client work's fields (dashboard and `npm run clients`). Runs anywhere; imports no zod.
import { INVOICE_NUMBER_MAX_LENGTH, INVOICE_NUMBER_PATTERN } from '../client-area/invoice-number';
import { readEmail, readHostName } from '../site/email';
import { describeInvisibleCharacter } from '../site/invisible-characters';
import { parseIsoDate } from '../site/format';
import { toMexicoCityDate } from '../site/mexico-city-date';
import { MAX_PAYMENT_AMOUNT_CENTS } from '../transfer/invoice-payment';
import { INVOICE_STATUSES } from './client-work-constants';

export { readEmail } from '../site/email';

// One reader per kind of field, each with the message both doors show after the field's name
// (`--delivery: …` in the command, `Fecha de entrega: …` in the dashboard). The command hands
// them strings and the dashboard JSON, so numbers are read from either. The contract wraps them
// in zod schemas; the dashboard can call them before sending, without shipping zod.

/** A field's value as stored, or why it cannot be. */
export type FieldReading<T> = { value: T } | { problem: string };

const problem = (text: string) => ({ problem: text });

/** The longest free text (names, concepts, plans, statuses). */
export const MAX_TEXT_LENGTH = 200;
/** The longest transfer reference a bank gives. */
export const MAX_REFERENCE_LENGTH = 100;
/** The longest host name DNS carries. */
export const MAX_DOMAIN_LENGTH = 253;
/** The longest download link of a CFDI. */
export const MAX_URL_LENGTH = 2000;
/** More mailboxes than any plan sells: a typo, not a plan. */
export const MAX_MAILBOXES = 10_000;
/** The first day any field may name; the last is ten years from today. */
export const FIRST_DATE = '2000-01-01';
const YEARS_AHEAD = 10;

/** How a folio fiscal (UUID) looks: RFC 4122 hexadecimal in capitals, as the SAT prints it. */
export const CFDI_UUID_PATTERN =
  /^[0-9A-F]{8}-[0-9A-F]{4}-[1-5][0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

/**
 * Why `text` cannot be stored, naming the first character in it nobody can see (a control, a
 * zero-width or bidi mark, a BOM, a line separator: lib/site/invisible-characters.ts); null when
 * there is none.
 */
function describeInvisibleProblem(text: string): string | null {
  const found = describeInvisibleCharacter(text);
  if (!found) return null;
  return `no puede llevar el carácter invisible ${found}, que a veces llega al copiar y pegar`;
}
// Pesos with at most two decimals, no sign, spaces or exponent: "4500", "4500.5", "0.50".
const AMOUNT_PATTERN = /^\d{1,7}(?:\.\d{1,2})?$/;
const WHOLE_NUMBER_PATTERN = /^\d{1,9}$/;

/** Trimmed text of 1 to `max` characters, without a character nobody can see. */
export function readText(input: unknown, max = MAX_TEXT_LENGTH): FieldReading<string> {
  if (typeof input !== 'string' || input.trim() === '') return problem('es obligatorio');
  const text = input.trim();
  if (text.length > max) return problem(`debe tener como máximo ${max} caracteres`);
  const invisible = describeInvisibleProblem(text);
  return invisible ? problem(invisible) : { value: text };
}

/**
 * A service's domain as stored: a host name in lower case, an internationalised one in punycode,
 * so `CAFE.MX` and `cafe.mx` are the same service. The same reader as an e-mail's domain.
 */
export function readDomain(input: unknown): FieldReading<string> {
  const text = readText(input, MAX_DOMAIN_LENGTH);
  if ('problem' in text) return text;
  const host = readHostName(text.value);
  return 'value' in host
    ? host
    : problem(`debe ser un dominio como empresa.mx, que ${host.reason}`);
}

/** The last day a field may name: ten years from `now`'s day in Mexico City. */
export function getLastDate(now: number = Date.now()): string {
  const today = toMexicoCityDate(now);
  return `${Number(today.slice(0, 4)) + YEARS_AHEAD}${today.slice(4)}`;
}

/**
 * A real calendar day written `YYYY-MM-DD`, from 2000-01-01 to ten years ahead: a later or
 * earlier one is a typo (a renewal in 2099), not a plan.
 */
export function readDate(input: unknown, now: number = Date.now()): FieldReading<string> {
  const date = typeof input === 'string' ? input.trim() : '';
  if (parseIsoDate(date) === null) return problem('debe ser una fecha AAAA-MM-DD');
  const last = getLastDate(now);
  if (date < FIRST_DATE || date > last) {
    return problem(`debe ser una fecha del ${FIRST_DATE} al ${last}`);
  }
  return { value: date };
}

/** A whole number from `min` to `max`, given as a number or as digits. */
function readWholeNumber(
  input: unknown,
  min: number,
  max: number,
  message: string,
): FieldReading<number> {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '';
  if (!WHOLE_NUMBER_PATTERN.test(text.trim())) return problem(message);
  const value = Number(text.trim());
  return value >= min && value <= max ? { value } : problem(message);
}

/** A project's progress: a whole percentage. */
export const readProgress = (input: unknown) =>
  readWholeNumber(input, 0, 100, 'debe ser un entero de 0 a 100');

/** A service's corporate mailboxes. */
export const readMailboxes = (input: unknown) =>
  readWholeNumber(input, 0, MAX_MAILBOXES, `debe ser un entero de 0 a ${MAX_MAILBOXES}`);

/** The version of a row as the dashboard read it. */
export const readVersion = (input: unknown) =>
  readWholeNumber(input, 1, 999_999_999, 'debe ser la versión que se leyó, un entero de 1 o más');

/**
 * An amount in pesos with up to two decimals, as centavos: what a payment link can carry, so
 * every invoice can be paid by transfer.
 */
export function readAmountCents(input: unknown): FieldReading<number> {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '';
  const amount = text.trim();
  if (!AMOUNT_PATTERN.test(amount)) {
    return problem('debe ser un monto en pesos con hasta dos decimales, como 4500.50');
  }
  const [pesos = '0', centavos = ''] = amount.split('.');
  const cents = Number(pesos) * 100 + Number(centavos.padEnd(2, '0'));
  if (cents === 0) return problem('debe ser mayor que cero');
  if (cents > MAX_PAYMENT_AMOUNT_CENTS) return problem('debe ser como máximo 9999999.99');
  return { value: cents };
}

/**
 * An invoice number in capitals: the payment concept and part of the payment link. A client
 * types it in the bank app in whatever case, so `cv-7` and `CV-7` must be one invoice.
 */
export function readInvoiceNumber(input: unknown): FieldReading<string> {
  const text = readText(input);
  if ('problem' in text) return text;
  if (text.value.length > INVOICE_NUMBER_MAX_LENGTH || !INVOICE_NUMBER_PATTERN.test(text.value)) {
    return problem(
      `usa letras, números y guiones, como CV-1042 (hasta ${INVOICE_NUMBER_MAX_LENGTH} caracteres)`,
    );
  }
  return { value: text.value.toUpperCase() };
}

export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];

/** One of the invoice statuses. */
export function readInvoiceStatus(input: unknown): FieldReading<InvoiceStatusValue> {
  const status = INVOICE_STATUSES.find((known) => known === input);
  if (status) return { value: status };
  const list = new Intl.ListFormat('es', { type: 'disjunction' }).format(INVOICE_STATUSES);
  return problem(`debe ser ${list}`);
}

/** A folio fiscal, in capitals however it was pasted. */
export function readCfdiUuid(input: unknown): FieldReading<string> {
  const uuid = typeof input === 'string' ? input.trim().toUpperCase() : '';
  if (!CFDI_UUID_PATTERN.test(uuid)) {
    return problem(
      'debe ser el folio fiscal (UUID) de 36 caracteres, por ejemplo 5FB2822E-396D-4725-8521-CDC4BDD20CCF',
    );
  }
  return { value: uuid };
}

/** An `https://` address with a host. */
export function readHttpsUrl(input: unknown): FieldReading<string> {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text.length > MAX_URL_LENGTH) {
    return problem(`debe tener como máximo ${MAX_URL_LENGTH} caracteres`);
  }
  const invisible = describeInvisibleProblem(text);
  if (invisible) return problem(invisible);
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || url.protocol !== 'https:' || url.hostname === '') {
    return problem('debe ser una dirección https://');
  }
  return { value: text };
}

/** The bank's reference of a transfer. */
export const readReference = (input: unknown) => readText(input, MAX_REFERENCE_LENGTH);

/** A line of free text up to the usual length (a name, a concept, a project's status). */
const readLine = (input: unknown) => readText(input);

/**
 * The rule of each field a client work request carries, by its key: the API's schemas read the
 * request with it, and the dashboard's forms check what was typed with it before sending.
 */
export const CLIENT_WORK_FIELD_RULES = {
  email: readEmail,
  name: readLine,
  company: readLine,
  domain: readDomain,
  hostingPlan: readLine,
  renewalDate: readDate,
  mailboxes: readMailboxes,
  status: readLine,
  progress: readProgress,
  deliveryDate: readDate,
  number: readInvoiceNumber,
  concept: readLine,
  amount: readAmountCents,
  invoiceStatus: readInvoiceStatus,
  dueDate: readDate,
  paidOn: readDate,
  reference: readReference,
  endedOn: readDate,
  uuid: readCfdiUuid,
  downloadUrl: readHttpsUrl,
  version: readVersion,
} as const;
