// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import type { FocalPoint } from '../lib/blog/photo-cover';
import { SHARE_IMAGE } from '../lib/seo/share-image';
import { siteConfig } from '../lib/site/site-config';
import { cropAroundFocus, encodePixels } from './image-crop';
import { renderPictureCard, renderTitleCard, type ShareBrand } from './share-cards';

const QUALITIES = [86, 78, 70, 62, 54];

/**
 * A share preview of `image`: a 1200×630 JPEG (cropped around `focus`, the centre by default,
 * when the proportions differ), at the best quality that stays under WhatsApp's limit. Throws
 * when the image cannot be read or is smaller than the preview, which would look blurred.
 */
export async function renderShareJpeg(
  image: Buffer,
  source: string,
  focus?: FocalPoint,
): Promise<Buffer> {
  const pixels = await cropAroundFocus(
    image,
    source,
    SHARE_IMAGE,
    'la vista previa para redes',
    focus,
  );
  for (const quality of QUALITIES) {
    const jpeg = await encodePixels(pixels)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= SHARE_IMAGE.maxBytes) return jpeg;
  }
  throw new Error(`${source}: ni con calidad baja cabe en ${SHARE_IMAGE.maxBytes / 1024} KB`);
}

/**
 * The share preview of a page with a picture of its own (an article's cover, a case's
 * screenshot): the picture, cropped around `focus` to the preview's proportions, under the
 * agency's mark and name and `label`, the kind of page. Throws like `renderShareJpeg`.
 */
export async function renderPictureShareJpeg(
  brand: ShareBrand,
  image: Buffer,
  source: string,
  label: string,
  focus?: FocalPoint,
): Promise<Buffer> {
  const pixels = await cropAroundFocus(
    image,
    source,
    SHARE_IMAGE,
    'la vista previa para redes',
    focus,
  );
  return renderShareJpeg(await renderPictureCard(brand, pixels, label), source);
}

/**
 * The preview of every page without a picture of its own, the home among them: the agency's
 * mark and name over its tagline and its address.
 */
export async function renderSiteShareJpeg(brand: ShareBrand, source: string): Promise<Buffer> {
  const card = await renderTitleCard(brand, {
    title: siteConfig.tagline,
    footer: new URL(siteConfig.url).host,
  });
  return renderShareJpeg(card, source);
}
