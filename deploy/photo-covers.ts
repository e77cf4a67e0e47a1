// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Article } from '../lib/blog/article-schema';
import {
  COVER_IMAGE,
  getPhotoCoverPath,
  type FocalPoint,
  type PhotoCover,
} from '../lib/blog/photo-cover';
import { getShareImagePath } from '../lib/seo/share-image';
import { cropAroundFocus, encodePixels } from './image-crop';
import { SHARE_LABELS, type ShareBrand } from './share-cards';
import { renderPictureShareJpeg } from './share-images';

/** Photos need a lower quality than drawings to stay light; the first that fits is kept. */
const QUALITIES = [82, 76, 70, 62, 54, 46];

/**
 * The page cover made from a photo: a 1200×630 WebP cropped around `focus`, at the best quality
 * under `COVER_IMAGE.maxBytes`. Throws naming `source` when the photo cannot be read, is smaller
 * than the cover or does not fit even at the lowest quality.
 */
export async function renderCoverWebp(
  image: Buffer,
  source: string,
  focus?: FocalPoint,
): Promise<Buffer> {
  const pixels = await cropAroundFocus(image, source, COVER_IMAGE, 'una portada', focus);
  for (const quality of QUALITIES) {
    const webp = await encodePixels(pixels)
      .webp({ quality, effort: 5, smartSubsample: true })
      .toBuffer();
    if (webp.length <= COVER_IMAGE.maxBytes) return webp;
  }
  throw new Error(
    `${source}: ni con calidad baja cabe en ${COVER_IMAGE.maxBytes / 1024} KB; ` +
      'prueba con una foto con menos detalle o ruido',
  );
}

/**
 * Writes, under `publicDir`, the WebP cover (`article.image`) and the share JPEG (the photo under
 * `brand`'s mark) of an article whose cover is a photo. A problem with the photo fails naming the article, its `image` field
 * and the photo, e.g. `content/articles/mar.md: image: content/articles/portadas/mar.jpg: mide …`.
 */
export async function writePhotoCover(
  article: Pick<Article, 'image' | 'sourceFile'> & { photoCover: PhotoCover },
  publicDir: string,
  brand: ShareBrand,
): Promise<void> {
  const { file, source, focus } = article.photoCover;
  const label = `${article.sourceFile}: image: ${source}`;
  let photo: Buffer;
  try {
    photo = readFileSync(file);
  } catch {
    throw new Error(`${label}: no se puede leer el archivo`);
  }
  const outputs: [string, Buffer][] = [
    [article.image, await renderCoverWebp(photo, label, focus)],
    [
      getShareImagePath(article.image),
      await renderPictureShareJpeg(brand, photo, label, SHARE_LABELS.article, focus),
    ],
  ];
  for (const [src, image] of outputs) {
    const output = path.join(publicDir, src);
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, image);
  }
}

/**
 * The folders of `publicDir` that hold only what `writePhotoCover` writes (the WebP covers and
 * their share JPEGs), to empty before making them anew.
 */
export function getPhotoCoverFolders(publicDir: string): string[] {
  const sample = getPhotoCoverPath('portada');
  return [sample, getShareImagePath(sample)].map((src) => path.dirname(path.join(publicDir, src)));
}
