// lib/raffle: the raffle demo. Rules and draw run on the server render and in the browser; demo state only in the browser.
/** Bytes of randomness in a demo seed: 32 bytes, written as 64 hexadecimal digits. */
const SEED_BYTES = 32;
/** Hexadecimal digits of the draw hash read as the draw value (8 digits = 32 bits). */
export const DRAW_HEX_DIGITS = 8;

export type DrawResult = {
  /** SHA-256 of `seed:raffleId`, in hexadecimal. */
  drawHash: string;
  /** The first 8 hexadecimal digits of the draw hash as an integer. */
  drawValue: number;
  /** The sold numbers that take part, ascending. */
  participants: number[];
  /** `drawValue` modulo the number of participants: the winner's position, from 0. */
  position: number;
  winner: number;
};

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new secret seed from the browser's cryptographic random generator: 64 hexadecimal digits. */
export function createSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(SEED_BYTES)));
}

/** SHA-256 of a text (UTF-8) with Web Crypto, in lowercase hexadecimal. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/**
 * The draw rule: the first 8 hexadecimal digits of SHA-256(`seed:raffleId`), read as an integer
 * and taken modulo the number of sold numbers, give the position of the winner among the sold
 * numbers in ascending order (counting from 0).
 */
export async function drawWinner(
  seed: string,
  raffleId: string,
  soldNumbers: readonly number[],
): Promise<DrawResult> {
  const participants = [...new Set(soldNumbers)].sort((a, b) => a - b);
  const drawHash = await sha256Hex(`${seed}:${raffleId}`);
  const drawValue = Number.parseInt(drawHash.slice(0, DRAW_HEX_DIGITS), 16);
  const position = drawValue % participants.length;
  const winner = participants[position];
  if (winner === undefined) throw new Error('El sorteo necesita al menos un número vendido.');
  return { drawHash, drawValue, participants, position, winner };
}
