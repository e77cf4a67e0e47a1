// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * The brand font as the site ships it: Plus Jakarta Sans cut down to the characters of Spanish
 * text and the weights the styles use, small enough to arrive in the first round trip of its
 * connection (a new TCP connection sends about 14 KB before it waits for an answer). It is the
 * largest file a page needs before its text paints, so each kilobyte here moves the first paint.
 */
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

/** The brand font as its npm package ships it (Latin, every weight), from the project's root. */
export const BRAND_FONT_SOURCE =
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

/**
 * Printable ASCII, Spanish letters and signs, the accented letters of names from neighbouring
 * languages, and typographic punctuation. A character outside this list still shows, in the
 * fallback font: add it here when the site's text needs it.
 */
export const BRAND_FONT_CHARACTERS = [
  range(0x20, 0x7e),
  '\u00a0¡¿«»·©®°ºª×÷',
  'ÁÉÍÑÓÚÜáéíñóúü',
  'ÀÈÌÒÙÇàèìòùç',
  '‘’“”–—…•€™−',
].join('');

/** The weights the styles use (regular to extra bold), as a range of the variable font's axis. */
export const BRAND_FONT_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * OpenType features kept: the ones browsers apply by default, and tabular figures, which the
 * raffle and the legal index ask for (`font-variant-numeric: tabular-nums`).
 */
export const BRAND_FONT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'tnum',
];

/** Past this the font no longer fits in a new connection's first round trip. */
export const BRAND_FONT_MAX_BYTES = 14 * 1024;

/** The brand font (WOFF2) cut down to the site's characters, weights and features, as WOFF2. */
export function subsetBrandFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, BRAND_FONT_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: BRAND_FONT_WEIGHTS },
    keepFeatures: BRAND_FONT_FEATURES,
  });
}

/** The code points that the Unicode `cmap` subtable (format 4 or 12) of a TrueType font maps. */
function readCmapCodePoints(sfnt: Buffer): Set<number> {
  const tableCount = sfnt.readUInt16BE(4);
  let cmap = -1;
  for (let index = 0; index < tableCount; index += 1) {
    const record = 12 + index * 16;
    if (sfnt.toString('latin1', record, record + 4) === 'cmap')
      cmap = sfnt.readUInt32BE(record + 8);
  }
  if (cmap === -1) throw new Error('la fuente no tiene tabla cmap');
  const subtables = Array.from({ length: sfnt.readUInt16BE(cmap + 2) }, (_, index) => ({
    platform: sfnt.readUInt16BE(cmap + 4 + index * 8),
    offset: cmap + sfnt.readUInt32BE(cmap + 8 + index * 8),
  }))
    .filter(({ platform }) => platform === 0 || platform === 3)
    .map(({ offset }) => ({ offset, format: sfnt.readUInt16BE(offset) }));
  const table =
    subtables.find(({ format }) => format === 12) ?? subtables.find(({ format }) => format === 4);
  if (!table) throw new Error('la fuente no tiene una tabla cmap Unicode');
  const points = new Set<number>();
  const { offset } = table;
  if (table.format === 12) {
    for (let group = 0; group < sfnt.readUInt32BE(offset + 12); group += 1) {
      const at = offset + 16 + group * 12;
      for (let point = sfnt.readUInt32BE(at); point <= sfnt.readUInt32BE(at + 4); point += 1)
        points.add(point);
    }
    return points;
  }
  const segments = sfnt.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const end = sfnt.readUInt16BE(ends + segment * 2);
    for (let point = sfnt.readUInt16BE(starts + segment * 2); point <= end; point += 1)
      if (point !== 0xffff) points.add(point);
  }
  return points;
}

/** The characters of `characters` that the font (WOFF2 or TrueType) has no glyph for. */
export async function findMissingCharacters(font: Buffer, characters: string): Promise<string[]> {
  const points = readCmapCodePoints(await fontverter.convert(font, 'truetype'));
  return [...new Set(characters)].filter((character) => !points.has(character.codePointAt(0) ?? 0));
}

/** A content file and the letters in it that the brand font does not have. */
export type UncoveredLetters = { file: string; letters: string[] };

/**
 * The letters (not emoji or symbols, which no text font draws) that each file uses outside
 * `BRAND_FONT_CHARACTERS`: the browser draws them in the fallback font, which an editor should
 * know before publishing.
 */
export function findUncoveredLetters(
  files: readonly { file: string; text: string }[],
): UncoveredLetters[] {
  const covered = new Set(BRAND_FONT_CHARACTERS);
  return files
    .map(({ file, text }) => ({
      file,
      letters: [...new Set(text.match(/\p{L}/gu) ?? [])].filter((letter) => !covered.has(letter)),
    }))
    .filter(({ letters }) => letters.length > 0);
}
