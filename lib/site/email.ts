// lib/site: the one rule for e-mails and host names, used by every door that stores or looks one up (client and staff accounts, sign-ins, fiscal data, services). Runs anywhere; imports no zod.

/** The longest e-mail a mailbox can have (RFC 5321's path less its brackets). */
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_HOST_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

// The dot-atom of RFC 5322: what a mail server takes before the @ without quoting.
const LOCAL_PART_CHARACTER = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]$/i;
// Anything a browser's URL parser would drop or reinterpret instead of refusing (tabs, newlines,
// percent escapes, a path or a port), and invisible characters.
const HOST_NAME_BREAKER = /[\s\p{C}/\\?#@:%[\]]/u;
const LABEL = /^[a-z0-9-]+$/;
const TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** An e-mail as stored, or why it cannot be: `reason` is null when the text is not one at all. */
export type EmailReading = { value: string } | { reason: string | null };

/**
 * A host name as stored: lower case, an internationalised one (`diseño.mx`) in punycode
 * (`xn--diseo-rta.mx`), as browsers and mail servers resolve it. `reason` is a predicate of the
 * host name ("termina en una extensión como .mx o .com").
 */
export function readHostName(input: string): { value: string } | { reason: string } {
  const characters = 'solo lleva letras, números, guiones y puntos';
  if (input === '' || HOST_NAME_BREAKER.test(input)) return { reason: characters };
  let host: string;
  try {
    // The WHATWG URL parser applies IDNA (UTS #46) the same way in Node and in every browser.
    host = new URL(`http://${input}`).hostname;
  } catch {
    return { reason: characters };
  }
  if (host.length > MAX_HOST_NAME_LENGTH) return { reason: 'lleva hasta 253 caracteres' };
  const labels = host.split('.');
  if (labels.some((label) => label === '')) {
    return { reason: 'no lleva puntos al inicio, al final ni dos seguidos' };
  }
  if (labels.some((label) => !LABEL.test(label))) return { reason: characters };
  if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) {
    return { reason: 'no lleva guiones al inicio ni al final de cada parte' };
  }
  if (labels.some((label) => label.length > MAX_LABEL_LENGTH)) {
    return { reason: 'lleva hasta 63 caracteres entre punto y punto' };
  }
  if (labels.length < 2 || !TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '')) {
    return { reason: 'termina en una extensión como .mx o .com' };
  }
  return { value: host };
}

/** Why the part before the @ cannot be a mailbox's, or null when it can. */
function describeLocalPartProblem(local: string): string | null {
  if (/[^\x21-\x7e]/.test(local)) return 'sin acentos ni espacios antes de la @';
  const stray = [...local].find(
    (character) => character !== '.' && !LOCAL_PART_CHARACTER.test(character),
  );
  if (stray) return `sin «${stray}» antes de la @`;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) {
    return 'sin puntos al inicio, al final ni dos seguidos antes de la @';
  }
  if (local.length > MAX_LOCAL_PART_LENGTH) return 'hasta 64 caracteres antes de la @';
  return null;
}

/**
 * An e-mail as stored and looked up: trimmed, in lower case, the domain in punycode. Creating an
 * account and signing in both read it here, so what one accepts the other finds. `reason` says
 * what to fix, after "un correo válido:".
 */
export function checkEmail(input: unknown): EmailReading {
  const text = typeof input === 'string' ? input.trim() : '';
  // Refused before parsing: no punycode shortens a text this long enough to fit.
  if (text.length > MAX_EMAIL_LENGTH * 2) return { reason: 'hasta 254 caracteres' };
  const parts = text.split('@');
  if (parts.length > 2) return { reason: 'con una sola @' };
  const [local = '', domain = ''] = parts;
  if (parts.length < 2 || local === '' || domain === '') return { reason: null };
  const localProblem = describeLocalPartProblem(local);
  if (localProblem) return { reason: localProblem };
  const host = readHostName(domain);
  if ('reason' in host) return { reason: `lo que va después de la @ ${host.reason}` };
  const email = `${local.toLowerCase()}@${host.value}`;
  if (email.length > MAX_EMAIL_LENGTH) return { reason: 'hasta 254 caracteres' };
  return { value: email };
}

/** `checkEmail` worded as a field rule, after the field's name (`Correo: debe ser…`). */
export function readEmail(input: unknown): { value: string } | { problem: string } {
  const email = checkEmail(input);
  if ('value' in email) return email;
  const why = email.reason === null ? '' : `: ${email.reason}`;
  return { problem: `debe ser un correo válido${why}` };
}

/**
 * `checkEmail` worded as a hint to whoever types the e-mail in a form ("Escribe un correo válido:
 * …"), with `example` when the text is not an e-mail at all.
 */
export function readEmailWithHint(
  input: unknown,
  example: string,
): { value: string } | { problem: string } {
  const email = checkEmail(input);
  if ('value' in email) return email;
  return {
    problem:
      email.reason === null
        ? `Escribe un correo válido, por ejemplo ${example}.`
        : `Escribe un correo válido: ${email.reason}.`,
  };
}
