// lib/transfer: the bank-transfer page. Runs on the server render and in the browser (no Node or browser APIs).
const CLABE_LENGTH = 18;
const CHECK_WEIGHTS = [3, 7, 1] as const;

/**
 * Computes the check digit of a CLABE from its first 17 digits: each digit times the weights
 * 3, 7, 1 (repeated), each product mod 10, summed; the check is (10 − sum mod 10) mod 10.
 */
export function computeClabeCheckDigit(first17: string): number {
  const sum = Array.from(first17).reduce(
    (total, digit, index) => total + ((Number(digit) * CHECK_WEIGHTS[index % 3]!) % 10),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** Why a CLABE is invalid, or null when it is a valid 18-digit CLABE. */
export function describeClabeProblem(clabe: string): string | null {
  if (!/^\d*$/.test(clabe)) return 'must contain digits only';
  if (clabe.length !== CLABE_LENGTH) {
    return `must have ${CLABE_LENGTH} digits, got ${clabe.length}`;
  }
  const expected = computeClabeCheckDigit(clabe.slice(0, 17));
  const actual = Number(clabe[17]);
  if (expected !== actual) return `wrong check digit ${actual}, expected ${expected}`;
  return null;
}

/** True when `clabe` is 18 digits and its last digit is the right check digit. */
export function isValidClabe(clabe: string): boolean {
  return describeClabeProblem(clabe) === null;
}

/** Throws an Error naming `field` when `clabe` is not a valid CLABE; returns it otherwise. */
export function assertValidClabe(clabe: string, field = 'siteConfig.bank.clabe'): string {
  const problem = describeClabeProblem(clabe);
  if (problem) throw new Error(`${field}: invalid CLABE "${clabe}": ${problem}`);
  return clabe;
}

/** Groups a CLABE as bank (3), branch (3), account (11) and check digit: "646 180 15700482931 7". */
export function formatClabe(clabe: string): string {
  return [clabe.slice(0, 3), clabe.slice(3, 6), clabe.slice(6, 17), clabe.slice(17)].join(' ');
}
