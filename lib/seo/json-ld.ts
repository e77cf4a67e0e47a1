// lib/seo: build time (server components). Page metadata and JSON-LD for search engines and share previews.
import type { Article } from '../blog/article-schema';
import { getArticlePath } from '../blog/blog';
import { siteConfig } from '../site/site-config';
import { paths } from '../site/routes';

type JsonLd = Record<string, unknown>;

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, siteConfig.url).toString();

/** Serialises JSON-LD for a <script> element: `<` is escaped so the text can never close it. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org BlogPosting for an article. */
export function buildBlogPostingJsonLd(article: Article): JsonLd {
  const url = absolute(getArticlePath(article));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    keywords: article.keywords.join(', '),
    image: absolute(article.image),
    datePublished: article.publishedDate,
    dateModified: article.publishedDate,
    inLanguage: 'es-MX',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    author: { '@type': 'Organization', name: siteConfig.name, url: absolute('/') },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: absolute('/images/brand/icon-512.png') },
    },
  };
}

/** schema.org BreadcrumbList: Inicio › Blog › article. */
export function buildBreadcrumbJsonLd(article: Article): JsonLd {
  const items = [
    { name: 'Inicio', path: paths.home },
    { name: 'Blog', path: paths.blog },
    { name: article.title, path: getArticlePath(article) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(item.path),
    })),
  };
}
