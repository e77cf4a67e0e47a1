// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * Narrower copies of the site's wide images. A cover or an illustration is drawn 1200 px wide for
 * a desktop screen, but a phone shows it about 360 px wide: at its pixel density it needs a copy
 * 640 or 960 px wide, a third to a half of the bytes. The build (`scripts/build-share-images.ts`)
 * writes those copies of every local WebP into a git-ignored folder (never wider than the
 * original), and `SiteImage` offers them to the browser in `srcset`, which picks the one that
 * fits the screen.
 */

/** The widths, in pixels, of the copies made of each wider WebP, narrowest first. */
export const RESPONSIVE_WIDTHS = [640, 960] as const;

/** Where, in public/, the build writes the copies (git-ignored). */
export const RESPONSIVE_IMAGES_DIR = '/images/anchos';

/** True for a local WebP outside the build's own folders: the images that get narrower copies. */
export function isResizableImage(src: string): boolean {
  return (
    src.startsWith('/images/') &&
    src.endsWith('.webp') &&
    !src.startsWith(`${RESPONSIVE_IMAGES_DIR}/`) &&
    !src.startsWith('/images/share/')
  );
}

/** The copy `width` px wide of `src`: `/images/blog/seo.webp`, 640 → `/images/anchos/640/blog/seo.webp`. */
export function getResponsiveImagePath(src: string, width: number): string {
  return `${RESPONSIVE_IMAGES_DIR}/${width}${src.replace(/^\/images/, '')}`;
}

/**
 * The `srcset` of an image `width` px wide: its copies and itself, each with its width
 * (`/images/anchos/640/blog/seo.webp 640w, …, /images/blog/seo.webp 1200w`), or undefined when
 * the image has no copies (an SVG, a remote URL, a small image).
 */
export function getResponsiveSrcSet(src: string, width: number): string | undefined {
  if (!isResizableImage(src)) return undefined;
  const widths = RESPONSIVE_WIDTHS.filter((candidate) => candidate < width);
  if (widths.length === 0) return undefined;
  return [...widths.map((w) => `${getResponsiveImagePath(src, w)} ${w}w`), `${src} ${width}w`].join(
    ', ',
  );
}
