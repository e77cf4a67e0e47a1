// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import sharp from 'sharp';
import { SHARE_IMAGE } from '../lib/seo/share-image';

const QUALITIES = [86, 78, 70, 62, 54];

/**
 * A share preview of `image`: a 1200×630 JPEG (cropped to the centre when the proportions
 * differ), at the best quality that stays under WhatsApp's limit. Throws when the image cannot be
 * read or is smaller than the preview, which would look blurred.
 */
export async function renderShareJpeg(image: Buffer, source: string): Promise<Buffer> {
  let size: { width?: number; height?: number };
  try {
    size = await sharp(image).metadata();
  } catch {
    throw new Error(`${source}: no es una imagen que se pueda leer`);
  }
  if ((size.width ?? 0) < SHARE_IMAGE.width || (size.height ?? 0) < SHARE_IMAGE.height)
    throw new Error(
      `${source}: mide ${size.width}×${size.height}; la vista previa para redes necesita ` +
        `al menos ${SHARE_IMAGE.width}×${SHARE_IMAGE.height}`,
    );
  for (const quality of QUALITIES) {
    const jpeg = await sharp(image)
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= SHARE_IMAGE.maxBytes) return jpeg;
  }
  throw new Error(`${source}: ni con calidad baja cabe en ${SHARE_IMAGE.maxBytes / 1024} KB`);
}
