// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { z } from 'zod';
import type { Article } from './article-schema';
import { slug, text, uniqueBy } from '../content/fields';
import { onContentRevision } from '../content/content-cache';
import { loadContentJson } from '../content/load-content';

export const CATEGORIES_FILE = 'content/categories.json';

const categorySchema = z.strictObject({
  slug,
  name: text.max(40, 'debe tener como máximo 40 caracteres'),
  description: text
    .min(120, 'la meta descripción debe tener al menos 120 caracteres')
    .max(160, 'la meta descripción debe tener como máximo 160 caracteres'),
});

export const categoriesSchema = z
  .array(categorySchema)
  .min(1)
  .superRefine(uniqueBy('slug'))
  .superRefine(uniqueBy('name'));

/** A blog category: its slug (in URLs and in the `category` of an article), name and description. */
export type Category = z.infer<typeof categorySchema>;

/** The categories of content/categories.json, in the order the editors wrote them. */
export const getCategories: () => Category[] = onContentRevision(() =>
  loadContentJson(CATEGORIES_FILE, categoriesSchema),
);

/** A category and its articles, newest first. */
export type CategoryGroup = { category: Category; articles: Article[] };

/**
 * The categories that have at least one of `articles` (the ones the build shows, newest first),
 * each with its articles, in the order of `categories`. A category without articles has no page.
 */
export function groupArticlesByCategory(
  articles: Article[],
  categories: readonly Category[],
): CategoryGroup[] {
  return categories
    .map((category) => ({
      category,
      articles: articles.filter((article) => article.category === category.slug),
    }))
    .filter((group) => group.articles.length > 0);
}
