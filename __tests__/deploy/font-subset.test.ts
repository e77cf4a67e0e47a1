/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BRAND_FONT_CHARACTERS,
  BRAND_FONT_MAX_BYTES,
  findMissingCharacters,
  findUncoveredLetters,
  subsetBrandFont,
} from '@/deploy/font-subset';

const SOURCE = readFileSync(
  path.join(
    process.cwd(),
    'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  ),
);

describe('brand font subset', () => {
  let font: Buffer;
  beforeAll(async () => {
    font = await subsetBrandFont(SOURCE);
  });

  it('fits in the first round trip of a new connection, well under the full Latin file', () => {
    expect(font.length).toBeLessThanOrEqual(BRAND_FONT_MAX_BYTES);
    expect(font.length).toBeLessThan(SOURCE.length * 0.6);
  });

  it('draws every character of Spanish text the list names, and nothing past the list', async () => {
    for (const character of 'ñÑáéíóúüÁÉÍÓÚÜ¿¡«»')
      expect(BRAND_FONT_CHARACTERS).toContain(character);
    await expect(findMissingCharacters(font, BRAND_FONT_CHARACTERS)).resolves.toEqual([]);
    // The source has them; the subset leaves them to the fallback font.
    await expect(findMissingCharacters(SOURCE, 'ßøå')).resolves.toEqual([]);
    await expect(findMissingCharacters(font, 'ñßøå')).resolves.toEqual(['ß', 'ø', 'å']);
  });
});

describe('findUncoveredLetters', () => {
  it('names each file that uses a letter the font lacks, ignoring emoji and symbols', () => {
    expect(
      findUncoveredLetters([
        { file: 'content/articles/a.md', text: 'Año nuevo, ¿qué sigue? ✅ → 100 %' },
        { file: 'content/articles/b.md', text: 'Straße y Øresund, con Straße otra vez' },
      ]),
    ).toEqual([{ file: 'content/articles/b.md', letters: ['ß', 'Ø'] }]);
  });
});
