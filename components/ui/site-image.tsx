import styles from './site-image.module.scss';

type SiteImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** `eager` for an image every visitor sees at once (the header logo); lazy otherwise. */
  loading?: 'eager' | 'lazy';
  /** The page's main image at first sight: fetched eagerly and before the other images. */
  priority?: boolean;
  /** The same image drawn for the dark colour scheme, shown when the visitor's system asks for it. */
  darkSrc?: string;
};

/**
 * An image as plain HTML: its intrinsic size reserves its space (no layout shift), it loads lazily
 * unless told otherwise, and it decodes off the main thread. The static export serves images as
 * they are (`images.unoptimized`), so `next/image` would only add its client code, about 5 KB
 * gzip, to every page that shows an image. A dark variant is chosen by the browser through
 * `<picture>`, before the first paint and without scripts.
 */
export function SiteImage({
  alt,
  loading = 'lazy',
  priority = false,
  darkSrc,
  ...image
}: SiteImageProps) {
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimize here.
    <img
      {...image}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!darkSrc) return img;
  return (
    <picture className={styles.picture}>
      <source media="(prefers-color-scheme: dark)" srcSet={darkSrc} />
      {img}
    </picture>
  );
}
