// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import type { Article } from './article-schema';
import { paths } from '../site/paths';

export const ARTICLES_PER_PAGE = 12;

/** The list of a blog category's articles, e.g. `/blog/categoria/seo`. */
function blogCategoryPath(categorySlug: string): string {
  return `${paths.blog}/categoria/${categorySlug}`;
}

/** Page `page` (1-based) of an article list at `listPath`: the list itself, then `…/pagina/N`. */
function listPagePath(listPath: string, page: number): string {
  return page <= 1 ? listPath : `${listPath}/pagina/${page}`;
}

/** Number of list pages needed for `total` articles (at least one). */
export function countBlogPages(total: number, perPage = ARTICLES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The list page a `[[...pagina]]` route was asked for: 1 for the list itself, N for `pagina/N`
 * up to `total`, undefined for any other path (the route answers it with a 404).
 */
export function readListPage(segments: string[] | undefined, total: number): number | undefined {
  if (!segments?.length) return 1;
  const [word, number = '', ...rest] = segments;
  const page = Number(number);
  const valid = word === 'pagina' && rest.length === 0 && /^[1-9]\d*$/.test(number);
  return valid && page >= 2 && page <= total ? page : undefined;
}

/** The articles shown on list page `page` (1-based). */
export function getBlogPage(
  articles: Article[],
  page: number,
  perPage = ARTICLES_PER_PAGE,
): Article[] {
  return articles.slice((page - 1) * perPage, page * perPage);
}

/** URL of list page `page`: `/blog` for the first, `/blog/pagina/N` for the rest. */
export function getBlogPagePath(page: number): string {
  return listPagePath(paths.blog, page);
}

/** URL of list page `page` of a category: `/blog/categoria/{slug}`, then `…/pagina/N`. */
export function getCategoryPagePath(categorySlug: string, page = 1): string {
  return listPagePath(blogCategoryPath(categorySlug), page);
}

/** Public path of an article: at the root of the site. */
export function getArticlePath(article: Pick<Article, 'slug'>): string {
  return `/${article.slug}`;
}
