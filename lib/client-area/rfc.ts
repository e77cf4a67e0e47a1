// lib/client-area: the client-API contract, imported by the browser panel and by server/ (RFC rules).

/** A persona física has a 13-character RFC, a persona moral a 12-character one. */
export type PersonType = 'fisica' | 'moral';

/** The RFCs the SAT assigns to the general public and to foreigners: not a named client's. */
const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'];

/** Each character's value in the SAT's check-digit algorithm is its index in this string. */
const CHECK_DIGIT_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([A\d])$/;

/** The RFC as the SAT writes it: trimmed and in capitals. */
export function normalizeRfc(value: string): string {
  return value.trim().toLocaleUpperCase('es-MX');
}

/** The person type an RFC belongs to by its length, or null when it has neither length. */
export function getPersonType(rfc: string): PersonType | null {
  if (rfc.length === 12) return 'moral';
  if (rfc.length === 13) return 'fisica';
  return null;
}

/**
 * The check digit (last character) the SAT's algorithm gives for an RFC's first 11 or 12
 * characters: a 12-character RFC is padded with a space in front, each of the first 12 characters
 * is weighted 13 down to 2, and the sum's remainder modulo 11 gives the digit.
 */
export function computeRfcCheckDigit(rfc: string): string {
  const body = (rfc.length === 12 ? ` ${rfc}` : rfc).slice(0, 12);
  const sum = [...body].reduce(
    (total, character, index) => total + CHECK_DIGIT_ALPHABET.indexOf(character) * (13 - index),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  return 11 - remainder === 10 ? 'A' : String(11 - remainder);
}

/** Whether YYMMDD is a calendar date in 1900–1999 or 2000–2099 (29 February included). */
function isRfcDate(year: number, month: number, day: number): boolean {
  return [1900 + year, 2000 + year].some((fullYear) => {
    const date = new Date(Date.UTC(fullYear, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });
}

/**
 * What is wrong with an already normalized RFC, in words for the client, or null when it is
 * valid: its length, its shape (letters, date, homoclave), the date and the check digit.
 */
export function describeRfcProblem(rfc: string): string | null {
  if (!rfc) return 'Escribe tu RFC.';
  if (GENERIC_RFCS.includes(rfc))
    return 'El RFC genérico no sirve para una factura a tu nombre: escribe el RFC de tu Constancia de Situación Fiscal.';
  const personType = getPersonType(rfc);
  if (!personType)
    return 'El RFC tiene 13 caracteres si eres persona física o 12 si es de una empresa (persona moral).';
  const match = RFC_PATTERN.exec(rfc);
  if (!match || match[1]?.length !== (personType === 'fisica' ? 4 : 3))
    return personType === 'fisica'
      ? 'Revisa tu RFC: son 4 letras, la fecha de nacimiento (AAMMDD) y 3 caracteres de homoclave.'
      : 'Revisa el RFC: son 3 letras, la fecha de constitución (AAMMDD) y 3 caracteres de homoclave.';
  if (!isRfcDate(Number(match[2]), Number(match[3]), Number(match[4])))
    return 'La fecha del RFC (los 6 dígitos después de las letras) no es una fecha válida.';
  if (computeRfcCheckDigit(rfc) !== rfc.slice(-1))
    return 'El RFC no es válido: su último carácter (dígito verificador) no corresponde. Cópialo de tu Constancia de Situación Fiscal.';
  return null;
}
