/**
 * @jest-environment node
 */
// Node 20 has the same Web Crypto API as browsers (`crypto.subtle`, `getRandomValues`).
import { createHash } from 'node:crypto';
import { createSeed, drawWinner, sha256Hex } from '@/lib/raffle/raffle-draw';

const RAFFLE_ID = 'rifa-demo-pantalla-55';
const SOLD = [1, 4, 9, 12, 13, 18, 21, 22, 27, 31, 33, 36, 38, 40, 44, 45, 50, 52, 56, 58];
const SEED = '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('matches the published test vector and Node for UTF-8 text', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex('Número ganador: 07')).toBe(nodeSha256('Número ganador: 07'));
  });

  it('gives the commitment of a seed as 64 hexadecimal digits', async () => {
    const commitment = await sha256Hex(SEED);
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment).toBe(nodeSha256(SEED));
  });
});

describe('createSeed', () => {
  it('returns 32 random bytes as 64 hexadecimal digits, different each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, createSeed));
    expect(seeds.size).toBe(20);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('drawWinner', () => {
  it('follows the written rule', async () => {
    const hash = nodeSha256(`${SEED}:${RAFFLE_ID}`);
    const value = Number.parseInt(hash.slice(0, 8), 16);
    const result = await drawWinner(SEED, RAFFLE_ID, SOLD);
    expect(result.drawHash).toBe(hash);
    expect(result.drawValue).toBe(value);
    expect(result.position).toBe(value % SOLD.length);
    expect(result.winner).toBe(SOLD[value % SOLD.length]);
  });

  it('gives the same winner for the same seed, whatever the order of the sold numbers', async () => {
    const first = await drawWinner(SEED, RAFFLE_ID, SOLD);
    const again = await drawWinner(SEED, RAFFLE_ID, [...SOLD].reverse());
    expect(again).toEqual(first);
  });

  it('always picks a sold number', async () => {
    for (let round = 0; round < 50; round += 1) {
      const { winner } = await drawWinner(createSeed(), RAFFLE_ID, SOLD);
      expect(SOLD).toContain(winner);
    }
  });

  it('depends on the raffle id, so a seed cannot be reused for another raffle', async () => {
    const here = await drawWinner(SEED, RAFFLE_ID, SOLD);
    const elsewhere = await drawWinner(SEED, 'otra-rifa', SOLD);
    expect(elsewhere.drawHash).not.toBe(here.drawHash);
  });

  it('refuses a draw without sold numbers', async () => {
    await expect(drawWinner(SEED, RAFFLE_ID, [])).rejects.toThrow('al menos un número vendido');
  });
});
