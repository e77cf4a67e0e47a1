// lib/seo: build time (server components). Page metadata and JSON-LD for search engines and share previews.
import type { Metadata } from 'next';
import type { Article } from '../blog/article-schema';
import { getArticlePath } from '../blog/blog';
import type { StaticPage } from '../site/routes';
import { siteConfig } from '../site/site-config';

export const DEFAULT_OG_IMAGE = { url: '/images/brand/og-default.webp', width: 1200, height: 630 };

/** Builds the metadata of a page: title, description, canonical, Open Graph and Twitter card. */
export function buildPageMetadata(page: StaticPage): Metadata {
  const title = page.path === '/' ? { absolute: `${siteConfig.name} | ${page.title}` } : page.title;
  const socialTitle = page.path === '/' ? siteConfig.name : `${page.title} | ${siteConfig.name}`;
  return {
    title,
    description: page.description,
    alternates: { canonical: page.path },
    robots: page.indexable ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      locale: siteConfig.locale,
      siteName: siteConfig.name,
      url: page.path,
      title: socialTitle,
      description: page.description,
      images: [DEFAULT_OG_IMAGE],
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: page.description,
      images: [DEFAULT_OG_IMAGE.url],
    },
  };
}

/** Metadata of an article page, taken from the article itself. */
export function buildArticleMetadata(article: Article): Metadata {
  const path = getArticlePath(article);
  const image = { url: article.image, width: 1200, height: 630, alt: article.title };
  return {
    title: article.title,
    description: article.description,
    keywords: article.keywords,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      locale: siteConfig.locale,
      siteName: siteConfig.name,
      url: path,
      title: article.title,
      description: article.description,
      publishedTime: article.publishedDate,
      tags: article.keywords,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: article.title,
      description: article.description,
      images: [article.image],
    },
  };
}
