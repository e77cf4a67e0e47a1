// lib/blog: the blog search's index. Runs anywhere: the build writes it, the browser reads it.
import type { Article } from './article-schema';
import type { Byline } from './authors';
import type { Category } from './categories';

/** Where the build writes the search index; pages ask for it with `?v=` and its content hash. */
export const SEARCH_INDEX_PATH = '/blog/busqueda.json';

/** What a blog card shows: an article as the server has it, or as the search index rebuilds it. */
export type ArticleCardData = Pick<
  Article,
  'slug' | 'title' | 'description' | 'image' | 'publishedDate' | 'readingMinutes' | 'keywords'
> & {
  /** Only `npm run dev` shows a draft or a scheduled article; the index holds published ones. */
  status?: Article['status'];
  categoryInfo: Pick<Category, 'slug' | 'name'> | null;
  byline: Pick<Byline, 'name' | 'avatar' | 'role'>;
};

/** What the blog search looks at in an article: its title, description, keywords and category. */
export function searchTextOf(article: ArticleCardData): string {
  const category = article.categoryInfo?.name ?? '';
  return [article.title, article.description, ...article.keywords, category].join(' ');
}

/**
 * One article in the index, as a row: slug, title, description, date, reading minutes, keywords,
 * the position of its category and of its byline in the index's tables (-1 for
 * none), and its cover when it is not the usual `/images/blog/{slug}.webp` ('' otherwise).
 */
type IndexRow = [string, string, string, string, number, string[], number, number, string];

/** The search index: a table of categories, one of bylines, then one row per article. */
export type SearchIndex = {
  categories: [slug: string, name: string][];
  bylines: [name: string, avatar: string, role: string][];
  articles: IndexRow[];
};

const usualCover = (slug: string) => `/images/blog/${slug}.webp`;

/** Writes the index of `articles` (newest first), the smallest form of what a card shows. */
export function buildSearchIndex(articles: readonly ArticleCardData[]): SearchIndex {
  const categories: SearchIndex['categories'] = [];
  const bylines: SearchIndex['bylines'] = [];
  const positionOf = <T extends string[]>(table: T[], row: T) => {
    const found = table.findIndex((existing) => existing.join('\n') === row.join('\n'));
    return found === -1 ? table.push(row) - 1 : found;
  };
  const rows = articles.map((article): IndexRow => {
    const { categoryInfo: category, byline } = article;
    return [
      article.slug,
      article.title,
      article.description,
      article.publishedDate,
      article.readingMinutes,
      article.keywords,
      category ? positionOf(categories, [category.slug, category.name]) : -1,
      positionOf(bylines, [byline.name, byline.avatar, byline.role]),
      article.image === usualCover(article.slug) ? '' : article.image,
    ];
  });
  return { categories, bylines, articles: rows };
}

/**
 * The cards of an index, newest first. Throws when `value` is not an index (a broken or foreign
 * file), so the search can say it could not load instead of showing wrong cards.
 */
export function readSearchIndex(value: unknown): ArticleCardData[] {
  const index = value as Partial<SearchIndex> | null;
  if (
    !index ||
    !Array.isArray(index.articles) ||
    !Array.isArray(index.categories) ||
    !Array.isArray(index.bylines)
  ) {
    throw new Error('El índice de búsqueda no tiene el formato esperado');
  }
  const { categories, bylines } = index;
  return index.articles.map((row) => {
    const [
      slug,
      title,
      description,
      publishedDate,
      readingMinutes,
      keywords,
      category,
      byline,
      image,
    ] = row;
    const [categorySlug, categoryName] = categories[category] ?? [];
    const [name = '', avatar = '', role = ''] = bylines[byline] ?? [];
    if (typeof slug !== 'string' || typeof title !== 'string') {
      throw new Error('El índice de búsqueda tiene un artículo sin slug o sin título');
    }
    return {
      slug,
      title,
      description,
      publishedDate,
      readingMinutes,
      keywords: Array.isArray(keywords) ? keywords : [],
      categoryInfo:
        categorySlug && categoryName ? { slug: categorySlug, name: categoryName } : null,
      byline: { name, avatar, role },
      image: image || usualCover(slug),
    };
  });
}
