// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import type { Article } from './article-schema';

/** What the blog search looks at in an article: its title, description and keywords. */
export function searchTextOf(article: Article): string {
  return [article.title, article.description, ...article.keywords].join(' ');
}
