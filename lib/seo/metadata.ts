// lib/seo: build time (server components). Page metadata and JSON-LD for search engines and share previews.
import type { Metadata } from 'next';
import type { Article } from '../blog/article-schema';
import { getArticlePath, getCategoryPagePath } from '../blog/blog';
import type { Category } from '../blog/categories';
import type { StaticPage } from '../site/routes';
import { siteConfig } from '../site/site-config';

import { DEFAULT_SHARE_SOURCE, getShareImagePath, isLocalImage, SHARE_IMAGE } from './share-image';

/** The Open Graph image of a page: the JPEG preview of a local image, or a remote URL as given. */
function shareImage(src: string, alt?: string) {
  if (!isLocalImage(src)) return { url: src, alt };
  const { width, height, type } = SHARE_IMAGE;
  return { url: getShareImagePath(src), width, height, type, alt };
}

const SHARE_IMAGE_SIZE = {
  width: SHARE_IMAGE.width,
  height: SHARE_IMAGE.height,
  type: SHARE_IMAGE.type,
};

/** A page's own share preview: the JPEG made for it, and what it shows. */
export type PageShareImage = { url: string; alt: string };

/**
 * Builds the metadata of a page: title, description, canonical, Open Graph and Twitter card,
 * with its own preview (`image`, a JPEG the build makes) or the site's.
 */
export function buildPageMetadata(
  page: StaticPage & { keywords?: readonly string[] },
  image?: PageShareImage,
): Metadata {
  const title = page.path === '/' ? { absolute: `${siteConfig.name} | ${page.title}` } : page.title;
  const socialTitle = page.path === '/' ? siteConfig.name : `${page.title} | ${siteConfig.name}`;
  return {
    title,
    description: page.description,
    alternates: { canonical: page.path },
    ...(page.keywords && { keywords: [...page.keywords] }),
    robots: page.indexable ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      locale: siteConfig.locale,
      siteName: siteConfig.name,
      url: page.path,
      title: socialTitle,
      description: page.description,
      images: [
        image
          ? { ...SHARE_IMAGE_SIZE, url: image.url, alt: image.alt }
          : shareImage(DEFAULT_SHARE_SOURCE),
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: page.description,
      images: [image?.url ?? getShareImagePath(DEFAULT_SHARE_SOURCE)],
    },
  };
}

/**
 * Metadata of an article page, taken from the article itself. A draft or scheduled article (shown
 * only by `npm run dev`) is marked noindex.
 */
export function buildArticleMetadata(article: Article): Metadata {
  const path = getArticlePath(article);
  return {
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    alternates: { canonical: path },
    robots: article.status === 'published' ? undefined : { index: false, follow: false },
    openGraph: {
      type: 'article',
      locale: siteConfig.locale,
      siteName: siteConfig.name,
      url: path,
      title: article.title,
      description: article.description,
      publishedTime: article.publishedDate,
      modifiedTime: article.updatedDate,
      tags: article.keywords,
      images: [shareImage(article.image, article.title)],
    },
    twitter: {
      card: 'summary_large_image',
      title: article.title,
      description: article.description,
      images: [getShareImagePath(article.image)],
    },
  };
}

/**
 * Metadata of page `page` of a category's article list: its name and description, its own
 * canonical URL (`/blog/categoria/{slug}`, then `…/pagina/N`).
 */
export function buildCategoryMetadata(category: Category, page: number): Metadata {
  const title = `${category.name}: artículos del blog`;
  return buildPageMetadata({
    path: getCategoryPagePath(category.slug, page),
    title: page > 1 ? `${title} (página ${page})` : title,
    description: category.description,
    indexable: true,
  });
}
