// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Article } from '../lib/blog/article-schema';
import { getShareImagePath, isLocalImage } from '../lib/seo/share-image';
import { getResponsiveImagePath, RESPONSIVE_WIDTHS } from '../lib/site/responsive-images';

/** Exported files that can point at an image: pages, the feed, the sitemap, client-side data. */
const TEXT_FILE = /\.(html|txt|xml|json|webmanifest)$/;

function listTextFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The images of the articles the build leaves out (drafts, and articles scheduled for later):
 * each local cover, its share preview and its narrower copies.
 */
export function listUnpublishedImages(articles: readonly Pick<Article, 'image' | 'status'>[]) {
  const images = articles
    .filter((article) => article.status !== 'published' && isLocalImage(article.image))
    .flatMap((article) => [
      article.image,
      getShareImagePath(article.image),
      ...RESPONSIVE_WIDTHS.map((width) => getResponsiveImagePath(article.image, width)),
    ]);
  return [...new Set(images)];
}

/**
 * Removes from `outDir` each of `images` (site paths such as `/images/blog/mar.webp`) that no
 * exported file mentions, and returns the ones removed. The export copies all of public/, so
 * without this a draft's cover would be online, at an address its slug gives away, before the
 * article is. An image that a published page also uses stays.
 */
export function removeUnreferencedImages(outDir: string, images: readonly string[]): string[] {
  const candidates = images.filter((src) => existsSync(path.join(outDir, src)));
  if (candidates.length === 0) return [];
  const texts = listTextFiles(outDir).map((file) => readFileSync(file, 'utf8'));
  const removed = candidates.filter((src) => !texts.some((text) => text.includes(src)));
  for (const src of removed) rmSync(path.join(outDir, src));
  return removed;
}
