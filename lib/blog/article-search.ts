// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import type { Article } from './article-schema';

/** What the blog search looks at in an article: its title, description, keywords and category. */
export function searchTextOf(article: Article): string {
  const category = article.categoryInfo?.name ?? '';
  return [article.title, article.description, ...article.keywords, category].join(' ');
}
