// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  getResponsiveImagePath,
  isResizableImage,
  RESPONSIVE_IMAGES_DIR,
  RESPONSIVE_WIDTHS,
} from '../lib/site/responsive-images';

/** A narrower copy is seen smaller on a phone: a quality a little under the originals' is enough. */
const QUALITY = 80;

/** The site paths (`/images/…`) of the WebP images under `publicDir` that get narrower copies. */
function listResizableImages(publicDir: string): string[] {
  return readdirSync(path.join(publicDir, 'images'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => '/' + path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .map((src) => src.split(path.sep).join('/'))
    .filter(isResizableImage)
    .sort();
}

/**
 * Writes, under `publicDir`, the copies of every local WebP at each of `RESPONSIVE_WIDTHS`
 * (lib/site/responsive-images.ts) and returns how many images it copied. The folder is made anew,
 * so a removed image leaves no copy behind. A copy is never wider than its original: `srcset` may
 * then name a copy as wider than it is, which costs nothing, but never one that does not exist.
 * Throws naming the file when an image cannot be read.
 */
export async function writeResponsiveImages(publicDir: string): Promise<number> {
  rmSync(path.join(publicDir, RESPONSIVE_IMAGES_DIR), { recursive: true, force: true });
  const images = listResizableImages(publicDir);
  for (const src of images) {
    for (const width of RESPONSIVE_WIDTHS) {
      let copy: Buffer;
      try {
        copy = await sharp(path.join(publicDir, src))
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: QUALITY, effort: 5, smartSubsample: true })
          .toBuffer();
      } catch {
        throw new Error(
          `public${src}: no se puede leer la imagen para hacer sus copias más estrechas`,
        );
      }
      const output = path.join(publicDir, getResponsiveImagePath(src, width));
      mkdirSync(path.dirname(output), { recursive: true });
      writeFileSync(output, copy);
    }
  }
  return images.length;
}
