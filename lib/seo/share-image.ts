// lib/seo: build time (server components). Page metadata and JSON-LD for search engines and share previews.
/**
 * Share previews (Open Graph, Twitter, the feed's enclosure) are JPEG: WhatsApp and Telegram drop
 * WebP previews. The page itself keeps showing the WebP; the build (`scripts/build-share-images.ts`)
 * makes a 1200×630 JPEG of each local image used as a preview.
 */
export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  /** The largest preview WhatsApp shows reliably. */
  maxBytes: 300 * 1024,
} as const;

/** The image behind every page that has no cover of its own. */
export const DEFAULT_SHARE_SOURCE = '/images/brand/og-default.webp';

const SHARE_DIR = '/images/share';

/** True for an image served from public/ (a path), false for a remote URL. */
export function isLocalImage(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

/**
 * The JPEG preview made for a local image: `/images/blog/seo.webp` → `/images/share/blog/seo.jpg`.
 * A remote image (https URL) cannot be converted at build time and is returned unchanged.
 */
export function getShareImagePath(src: string): string {
  if (!isLocalImage(src)) return src;
  const relative = src.replace(/^\/images\//, '/').replace(/\.[a-z0-9]+$/i, '');
  return `${SHARE_DIR}${relative}.jpg`;
}

/**
 * The JPEG preview of a service page, which has no photo of its own: the build draws the
 * service's icon and title on the brand's card (`/images/share/servicios/asesoria-seo.jpg`).
 */
export function getServiceShareImagePath(service: { slug: string }): string {
  return `${SHARE_DIR}/servicios/${service.slug}.jpg`;
}
