// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * Text for the share previews, set in the brand's typeface: sharp draws it with Pango from the
 * font file it is given, so the previews look the same on any machine, whatever fonts it has.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontverter from 'fontverter';
import sharp from 'sharp';

/** The family name inside the brand font's file. */
export const BRAND_FONT_FAMILY = 'Plus Jakarta Sans';

export type TextStyle = {
  /** In pixels. */
  size: number;
  weight: 400 | 500 | 600 | 700 | 800;
  color: string;
  /** In em, e.g. -0.02 for the tight tracking of titles. */
  letterSpacing?: number;
  /** A multiple of the size. */
  lineHeight?: number;
  /** Wraps between words at this width, in pixels; one line when absent. */
  width?: number;
};

/** A transparent PNG of set text, cut to its ink, ready to composite. */
export type TextImage = { input: Buffer; width: number; height: number };

/** Sets `text` (plain text, not markup) in the brand font. */
export type Typesetter = (text: string, style: TextStyle) => Promise<TextImage>;

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function setText(
  fontFile: string,
  family: string,
  text: string,
  style: TextStyle,
): Promise<TextImage> {
  // At 72 dpi a point is a pixel. Pango's letter spacing and absolute line height are in 1/1024
  // of a point (a line height given as a factor would scale the font's own, taller line).
  const points = (pixels: number) => Math.round(pixels * 1024);
  const spacing = points((style.letterSpacing ?? 0) * style.size);
  const lineHeight = points((style.lineHeight ?? 1.2) * style.size);
  const markup =
    `<span foreground="${style.color}" weight="${style.weight}" letter_spacing="${spacing}"` +
    ` line_height="${lineHeight}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${family} ${style.size}`,
      fontfile: fontFile,
      dpi: 72,
      rgba: true,
      ...(style.width === undefined ? {} : { width: style.width, wrap: 'word' as const }),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

/**
 * A TrueType copy of a WOFF2 font in the system's temporary folder (the FreeType inside sharp
 * reads TrueType, not WOFF2), named after its content so that runs share it and a new version of
 * the font gets its own file.
 */
function writeTrueTypeCopy(woff2: Buffer, truetype: Buffer): string {
  const hash = createHash('sha256').update(woff2).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `fuente-vistas-previas-${hash}.ttf`);
  if (!existsSync(file)) {
    // Written beside and renamed, so that a parallel build never reads half a font.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, truetype);
    renameSync(partial, file);
  }
  return file;
}

/**
 * A typesetter in the brand font read from `woff2Path`. Throws, naming the file, when the font
 * cannot be read, or when the text would come out in a fallback font instead of the brand's.
 */
export async function createTypesetter(woff2Path: string): Promise<Typesetter> {
  let woff2: Buffer;
  let truetype: Buffer;
  try {
    woff2 = readFileSync(woff2Path);
    truetype = await fontverter.convert(woff2, 'truetype');
  } catch {
    throw new Error(`${woff2Path}: no se puede leer la fuente de la marca para las vistas previas`);
  }
  const fontFile = writeTrueTypeCopy(woff2, truetype);
  // Pango falls back to another font without a word: the same words set in a family that does
  // not exist come out the same width only if the brand's was not used either.
  const probe = 'Código Verde: diseño de software, ¿listo?';
  const style: TextStyle = { size: 40, weight: 700, color: '#000000' };
  const [brand, fallback] = await Promise.all([
    setText(fontFile, BRAND_FONT_FAMILY, probe, style),
    setText(fontFile, 'Fuente Inexistente De Respaldo', probe, style),
  ]);
  if (brand.width === fallback.width && brand.height === fallback.height)
    throw new Error(
      `${woff2Path}: sharp no dibujó el texto con ${BRAND_FONT_FAMILY}; las vistas previas ` +
        'saldrían con otra fuente',
    );
  return (text, textStyle) => setText(fontFile, BRAND_FONT_FAMILY, text, textStyle);
}
