// lib/seo: build time (server components). Page metadata and JSON-LD for search engines and share previews.
import type { MetadataRoute } from 'next';
import type { Article } from '../blog/article-schema';
import { countBlogPages, getArticlePath, getBlogPagePath, getCategoryPagePath } from '../blog/blog';
import { groupArticlesByCategory, type Category } from '../blog/categories';
import { staticPages } from '../site/routes';
import { siteConfig } from '../site/site-config';

/**
 * The sitemap: every indexable page, each service's and project's page (`catalogPaths`), the later
 * blog list pages, every page of each category that has articles, and each of `articles` (the ones the build shows), whose `lastmod` is its updated
 * date, else its publication date.
 */
export function buildSitemap(
  articles: Article[],
  categories: readonly Category[] = [],
  catalogPaths: readonly string[] = [],
): MetadataRoute.Sitemap {
  const absolute = (path: string) => `${siteConfig.url}${path}`;
  const pages = Object.values(staticPages)
    .filter((page) => page.indexable)
    .map((page) => ({ url: absolute(page.path) }));
  const listPages = Array.from({ length: countBlogPages(articles.length) - 1 }, (_, index) => ({
    url: absolute(getBlogPagePath(index + 2)),
  }));
  const categoryPages = groupArticlesByCategory(articles, categories).flatMap((group) =>
    Array.from({ length: countBlogPages(group.articles.length) }, (_, index) => ({
      url: absolute(getCategoryPagePath(group.category.slug, index + 1)),
    })),
  );
  const articleEntries = articles.map((article) => ({
    url: absolute(getArticlePath(article)),
    lastModified: article.updatedDate ?? article.publishedDate,
  }));
  const catalogEntries = catalogPaths.map((path) => ({ url: absolute(path) }));
  return [...pages, ...catalogEntries, ...listPages, ...categoryPages, ...articleEntries];
}
