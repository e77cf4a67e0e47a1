// lib/review: `npm run revisar` (Node). Images too heavy or too wide for a page.
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { readImageWidth } from './image-size';
import { decodeUrlPart } from './link-check';
import type { Problem } from './problem';

export const MAX_IMAGE_BYTES = 300 * 1024;
export const MAX_IMAGE_WIDTH = 2000;

/** An image a document shows, by its path in public/ (`/images/blog/x.webp`), and where it is. */
export type PlacedImage = { src: string; line: number; column: number };

/** The width of each image file read, by its path, size and modification time. */
const measured = new Map<string, Promise<number | undefined>>();

/**
 * The width of an image file, read once per version of the file (many pages share images): from
 * the header of a PNG, WebP or JPEG, and with sharp for any other format (loading sharp takes a
 * quarter of a second, which most reviews never pay).
 */
function readWidth(imagePath: string, stats: Stats): Promise<number | undefined> {
  const key = `${imagePath}\0${stats.size}\0${stats.mtimeMs}`;
  let width = measured.get(key);
  if (!width) {
    const fromHeader = readImageWidth(readFileSync(imagePath));
    width =
      fromHeader !== undefined
        ? Promise.resolve(fromHeader)
        : import('sharp').then(({ default: sharp }) =>
            sharp(imagePath)
              .metadata()
              .then(
                (metadata) => metadata.width,
                () => undefined,
              ),
          );
    measured.set(key, width);
  }
  return width;
}

/**
 * Warnings for images of public/ that weigh over 300 KB or are wider than 2 000 px: a visitor
 * downloads all of it, and no screen of the site shows more. Missing images are the link
 * check's errors; remote ones are not fetched.
 */
export async function checkImageWeight(
  file: string,
  images: readonly PlacedImage[],
  publicDir = path.join(process.cwd(), 'public'),
): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const { src, line, column } of images) {
    if (!src.startsWith('/')) continue;
    const imagePath = path.join(publicDir, decodeUrlPart(src));
    let stats: Stats;
    try {
      stats = statSync(imagePath);
    } catch {
      continue;
    }
    const bytes = stats.size;
    const warn = (message: string, fix: string) =>
      problems.push({ file, line, column, severity: 'aviso', message, fix });
    if (bytes > MAX_IMAGE_BYTES) {
      warn(
        `la imagen ${src} pesa ${Math.round(bytes / 1024)} KB (más de ${MAX_IMAGE_BYTES / 1024} KB)`,
        'expórtala como WebP con calidad 75–80, o más chica',
      );
    }
    const width = await readWidth(imagePath, stats);
    if (width !== undefined && width > MAX_IMAGE_WIDTH) {
      warn(
        `la imagen ${src} mide ${width} px de ancho (más de ${MAX_IMAGE_WIDTH})`,
        `redúcela a ${MAX_IMAGE_WIDTH} px de ancho o menos: ninguna pantalla del sitio muestra más`,
      );
    }
  }
  return problems;
}
