// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import sharp, { type Sharp } from 'sharp';
import { CENTRE, type FocalPoint } from '../lib/blog/photo-cover';

type Size = { width: number; height: number };

/** Uncompressed pixels of a cropped image, ready to encode at several qualities. */
export type CroppedPixels = {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
};

/**
 * Where to cut a `target`-sized picture out of an image of `size`: the image is scaled to just
 * cover the target, then the window is placed with the focal point as near its centre as the
 * image's edges allow.
 */
export function getFocusCrop(size: Size, target: Size, focus: FocalPoint) {
  const scale = Math.max(target.width / size.width, target.height / size.height);
  const width = Math.max(target.width, Math.round(size.width * scale));
  const height = Math.max(target.height, Math.round(size.height * scale));
  const place = (length: number, window: number, percent: number) =>
    Math.min(Math.max(Math.round((length * percent) / 100 - window / 2), 0), length - window);
  return {
    resize: { width, height },
    extract: {
      left: place(width, target.width, focus.x),
      top: place(height, target.height, focus.y),
      width: target.width,
      height: target.height,
    },
  };
}

/**
 * The pixels of `image` cropped to `target` around `focus` (the centre by default), upright as
 * its EXIF orientation says. Throws naming `source` when the image cannot be read or is smaller
 * than the target (`purpose` says what needs that size, e.g. "una portada").
 */
export async function cropAroundFocus(
  image: Buffer,
  source: string,
  target: Size,
  purpose: string,
  focus: FocalPoint = CENTRE,
): Promise<CroppedPixels> {
  let size: Size;
  try {
    size = (await sharp(image).metadata()).autoOrient;
  } catch {
    throw new Error(`${source}: no es una imagen que se pueda leer`);
  }
  if (size.width < target.width || size.height < target.height)
    throw new Error(
      `${source}: mide ${size.width}×${size.height}; ${purpose} necesita ` +
        `al menos ${target.width}×${target.height}`,
    );
  const crop = getFocusCrop(size, target, focus);
  try {
    const { data, info } = await sharp(image)
      .autoOrient()
      .resize({ ...crop.resize, fit: 'fill' })
      .extract(crop.extract)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message.trim()})` : '';
    throw new Error(`${source}: no es una imagen que se pueda leer${reason}`);
  }
}

/** A sharp pipeline over cropped pixels, to encode them. */
export function encodePixels({ data, info }: CroppedPixels): Sharp {
  return sharp(data, { raw: info });
}
