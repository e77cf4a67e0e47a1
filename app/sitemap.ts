import type { MetadataRoute } from 'next';
import { getAllArticles } from '@/lib/blog/articles';
import { countBlogPages, getArticlePath, getBlogPagePath } from '@/lib/blog/blog';
import { staticPages } from '@/lib/site/routes';
import { siteConfig } from '@/lib/site/site-config';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string) => `${siteConfig.url}${path}`;
  const articles = getAllArticles();
  const pages = Object.values(staticPages)
    .filter((page) => page.indexable)
    .map((page) => ({ url: absolute(page.path) }));
  const listPages = Array.from({ length: countBlogPages(articles.length) - 1 }, (_, index) => ({
    url: absolute(getBlogPagePath(index + 2)),
  }));
  const articleEntries = articles.map((article) => ({
    url: absolute(getArticlePath(article)),
    lastModified: article.publishedDate,
  }));
  return [...pages, ...listPages, ...articleEntries];
}
