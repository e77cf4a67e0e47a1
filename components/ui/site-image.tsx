import { getResponsiveSrcSet } from '@/lib/site/responsive-images';
import styles from './site-image.module.scss';

type SiteImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** `eager` for an image every visitor sees at once (the header logo); lazy otherwise. */
  loading?: 'eager' | 'lazy';
  /**
   * The page's main image at first sight: fetched eagerly and before the other images, and decoded
   * with the frame that paints it (an `async` decode lets the browser paint the page first and the
   * image a frame or more later, which is the page's LCP).
   */
  priority?: boolean;
  /** The same image drawn for the dark colour scheme, shown when the visitor's system asks for it. */
  darkSrc?: string;
  /**
   * How wide the layout draws the image (the `sizes` attribute, e.g. `(min-width: 768px) 576px,
   * calc(100vw - 48px)`). Given it, a wide WebP is offered with its narrower copies
   * (lib/site/responsive-images.ts) and the browser downloads the one that fits the screen.
   */
  sizes?: string;
};

/**
 * An image as plain HTML: its intrinsic size reserves its space (no layout shift), it loads lazily
 * unless told otherwise, and it decodes off the main thread unless it is the page's main image.
 * The static export serves images as they are (`images.unoptimized`), so `next/image` would only
 * add its client code, about 5 KB gzip, to every page that shows an image. A dark variant is chosen by the browser through
 * `<picture>`, before the first paint and without scripts.
 */
export function SiteImage({
  alt,
  loading = 'lazy',
  priority = false,
  darkSrc,
  sizes,
  ...image
}: SiteImageProps) {
  const srcSetOf = (src: string) => (sizes ? getResponsiveSrcSet(src, image.width) : undefined);
  const srcSet = srcSetOf(image.src);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimize here.
    <img
      {...image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!darkSrc) return img;
  const darkSrcSet = srcSetOf(darkSrc);
  return (
    <picture className={styles.picture}>
      <source
        media="(prefers-color-scheme: dark)"
        srcSet={darkSrcSet ?? darkSrc}
        sizes={darkSrcSet ? sizes : undefined}
      />
      {img}
    </picture>
  );
}
