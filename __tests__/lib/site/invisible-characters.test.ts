import { validateFiscalData } from '@/lib/client-area/fiscal-data';
import { describeInvisibleCharacter } from '@/lib/site/invisible-characters';
import { readText } from '@/lib/staff-area/client-work-fields';
import { cafeAlturaFiscalData } from '../../fixtures/client-work';

// Every range the rule names, written out here so that a narrower rule shows up as a failure.
const INVISIBLE = [
  ...['\u0000', '\u0009', '\u000a', '\u000d', '\u001f', '\u007f', '\u0085', '\u009f'],
  ...['\u00ad', '\u061c', '\u180e'],
  ...['\u200b', '\u200c', '\u200d', '\u200e', '\u200f'],
  ...['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'],
  ...['\u2060', '\u2061', '\u2062', '\u2063', '\u2064'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u2028', '\u2029', '\ufeff', '\ufff9', '\u{e0001}', '\u{e0041}'],
  // Half of a surrogate pair, alone: no character at all.
  '\ud800',
];

const codePoint = (character: string) =>
  `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('describeInvisibleCharacter', () => {
  it.each(INVISIBLE.map((character) => [codePoint(character), character]))(
    'finds %s in the middle of a text and names it by its code point',
    (named, character) => {
      expect(describeInvisibleCharacter(`Sitio${character}web`)).toMatch(
        new RegExp(`^${named.replace('+', '\\+')}( \\(.+\\))?$`),
      );
    },
  );

  it('gives the common ones their Spanish name, and names the first one found', () => {
    expect(describeInvisibleCharacter('a\u200bb\u202ec')).toBe('U+200B (espacio de ancho cero)');
    expect(describeInvisibleCharacter('\ufeffa')).toBe('U+FEFF (marca de orden de bytes)');
    expect(describeInvisibleCharacter('a\u2029')).toBe('U+2029 (separador de párrafo)');
    expect(describeInvisibleCharacter('a\u{e0041}')).toBe('U+E0041');
  });

  it('lets through what people do see: accents, ñ, emoji, spaces and symbols', () => {
    for (const text of [
      'Panadería Ñandú 🥐',
      'Café «Altura» · 4 500,00 $ — 50 %',
      'Ana\u00a0López',
      'naïve façade',
      '❤️ 👍🏽',
    ]) {
      expect([text, describeInvisibleCharacter(text)]).toEqual([text, null]);
    }
  });
});

describe('typed text refuses invisible characters, naming them', () => {
  it('in the client work’s fields (and so in staff names, which the same rule reads)', () => {
    expect(readText('Sitio\u200bweb')).toEqual({
      problem:
        'no puede llevar el carácter invisible U+200B (espacio de ancho cero), que a veces llega al copiar y pegar',
    });
    // Trimmed at the edges as any space; inside, refused.
    expect(readText('\ufeffSitio web\u2028')).toEqual({ value: 'Sitio web' });
    expect(readText('Sitio\u2028web')).toHaveProperty('problem');
  });

  it.each([
    ['rfc', 'CAL150312\u200bAB1', 'U+200B (espacio de ancho cero)'],
    ['legalName', 'CAFE\u202eALTURA', 'U+202E (forzado de derecha a izquierda)'],
    ['postalCode', '067\u206600', 'U+2066 (aislamiento de izquierda a derecha)'],
    ['email', 'facturas@cafe\u00adaltura.mx', 'U+00AD (guion suave)'],
  ] as const)('in the fiscal data’s %s', (field, value, named) => {
    expect(validateFiscalData({ ...cafeAlturaFiscalData, [field]: value })).toEqual({
      success: false,
      errors: {
        [field]: `Este dato lleva un carácter invisible, ${named}, que a veces llega al copiar y pegar: escríbelo de nuevo a mano.`,
      },
    });
  });

  it('keeps fiscal data that has none', () => {
    expect(validateFiscalData({ ...cafeAlturaFiscalData, legalName: 'CAFÉ ALTURA' })).toEqual({
      success: true,
      data: { ...cafeAlturaFiscalData, legalName: 'CAFÉ ALTURA' },
    });
  });
});
