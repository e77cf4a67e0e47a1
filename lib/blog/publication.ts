// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import type { Article, ArticleFrontmatter, ArticleStatus } from './article-schema';

/** Whether an article is published on `today` (`AAAA-MM-DD`), a draft, or scheduled for later. */
export function getArticleStatus(
  article: Pick<ArticleFrontmatter, 'draft' | 'publishedDate'>,
  today: string,
): ArticleStatus {
  if (article.draft === true) return 'draft';
  return article.publishedDate > today ? 'scheduled' : 'published';
}

/**
 * The articles the site shows: only the published ones, or every one (drafts and scheduled
 * articles too) when `includeUnpublished` is set, as `npm run dev` does.
 */
export function selectShownArticles(
  articles: Article[],
  { includeUnpublished = false }: { includeUnpublished?: boolean } = {},
): Article[] {
  return includeUnpublished
    ? articles
    : articles.filter((article) => article.status === 'published');
}

/**
 * What a build leaves out and why, one line per article, or null when every article is published,
 * e.g. `content/articles/x.md: programado, sale con la primera compilación del 2026-12-03`.
 */
export function describeHeldBackArticles(articles: Article[]): string | null {
  const lines = articles
    .filter((article) => article.status !== 'published')
    .map((article) =>
      article.status === 'draft'
        ? `- ${article.sourceFile}: borrador (draft: true), no se publica`
        : `- ${article.sourceFile}: programado, sale con la primera compilación del ${article.publishedDate} o posterior`,
    );
  if (lines.length === 0) return null;
  return `Artículos que esta compilación no publica (${lines.length}):\n${lines.join('\n')}`;
}
