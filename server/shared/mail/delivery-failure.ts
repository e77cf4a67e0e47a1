/** A failure no retry can mend: the address or the message itself is refused. */
export class PermanentMailError extends Error {}

/** Why a message was not delivered, and whether trying again may work. */
export interface DeliveryFailure {
  permanent: boolean;
  /** As the staff read it: the mail server's own answer when there is one («550 5.1.1 …»). */
  reason: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The wait after the 1st, 2nd… temporary failure; the last one repeats. */
export const RETRY_DELAYS_MS = [
  MINUTE_MS,
  5 * MINUTE_MS,
  15 * MINUTE_MS,
  HOUR_MS,
  3 * HOUR_MS,
  6 * HOUR_MS,
  12 * HOUR_MS,
] as const;

/** Tries before a message that keeps failing is given up: the last comes ~46 h after the first. */
export const MAX_ATTEMPTS = 10;

/** The wait before the next try of a message that has failed `attempts` times (1 or more). */
export function getRetryDelay(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] ?? 12 * HOUR_MS;
}

/** The SMTP commands whose 5xx answer is about this message or its recipient, not the server. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

/** nodemailer's codes for a connection that failed or dropped: the server may be back later. */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS']);

/** The longest reason kept: a server's answer may run long. */
const MAX_REASON_LENGTH = 500;

interface SmtpErrorFields {
  code?: unknown;
  response?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

/**
 * Reads a failed send. Permanent: a 5xx answer to the recipient or the message (550 mailbox
 * unavailable, 554 content refused), an envelope nodemailer itself refuses, and our own refusals.
 * Anything else is temporary: no connection, a timeout, a 4xx, and a 5xx to the login or the
 * sender, which the configuration mends without touching the message.
 */
export function classifyFailure(error: unknown): DeliveryFailure {
  const fields: SmtpErrorFields = typeof error === 'object' && error !== null ? error : {};
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof fields.code === 'string' ? fields.code : '';
  const responseCode = typeof fields.responseCode === 'number' ? fields.responseCode : 0;
  const response = typeof fields.response === 'string' ? fields.response.trim() : '';
  const command = typeof fields.command === 'string' ? fields.command : '';

  const permanent =
    error instanceof PermanentMailError ||
    (responseCode >= 500 && responseCode < 600 && MESSAGE_COMMANDS.has(command)) ||
    (!responseCode && (code === 'EENVELOPE' || code === 'EMESSAGE'));
  const reason = response
    ? response
    : CONNECTION_CODES.has(code)
      ? `Sin conexión con el servidor de correo: ${message}`
      : message;
  return { permanent, reason: reason.replace(/\s+/g, ' ').slice(0, MAX_REASON_LENGTH) };
}
