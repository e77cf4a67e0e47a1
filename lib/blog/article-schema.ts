// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { z } from 'zod';
import { isoDate, slug, spellingWords } from '../content/fields';
import { redirectFrom } from '../content/redirect-from';
import type { Byline } from './authors';
import type { Category } from './categories';
import { articleImage, focalPoint, isPhotoCover, type PhotoCover } from './photo-cover';

/** The frontmatter of an article file (SPEC §5). */
export const articleFrontmatterSchema = z
  .strictObject({
    id: z.number().int().positive(),
    title: z.string().trim().min(10).max(120),
    slug,
    /** Its slugs before it was renamed: each old address redirects to the article. */
    redirectFrom: redirectFrom.optional(),
    description: z
      .string()
      .trim()
      .min(120, 'la meta descripción debe tener al menos 120 caracteres')
      .max(160, 'la meta descripción debe tener como máximo 160 caracteres'),
    keywords: z.array(z.string().trim().min(2)).min(4).max(8),
    image: articleImage,
    imageFocus: focalPoint.optional(),
    publishedDate: isoDate,
    updatedDate: isoDate.optional(),
    draft: z.boolean().optional(),
    /** Words the spelling check accepts in this article only. */
    ortografia: spellingWords.optional(),
    /** The slug of one of content/authors.json; without it the agency signs the article. */
    author: slug.optional(),
    /** The slug of one of content/categories.json; a draft may leave it empty (''). */
    category: z
      .string()
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'debe ser el slug de una de content/categories.json'),
  })
  .superRefine((article, context) => {
    // Both dates are AAAA-MM-DD, so comparing the text compares the days.
    if (article.updatedDate !== undefined && article.updatedDate < article.publishedDate) {
      context.addIssue({
        code: 'custom',
        path: ['updatedDate'],
        message: `no puede ser anterior a publishedDate (${article.publishedDate})`,
      });
    }
    if (article.imageFocus !== undefined && !isPhotoCover(article.image)) {
      context.addIssue({
        code: 'custom',
        path: ['imageFocus'],
        message: 'solo se usa con una foto de portada (image: portadas/mi-foto.jpg)',
      });
    }
  });

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/**
 * Whether the site shows an article: `published`, a `draft` (`draft: true`) or `scheduled` (its
 * publishedDate is after the build's day in Mexico City). Only `published` articles are exported.
 */
export type ArticleStatus = 'published' | 'draft' | 'scheduled';

/**
 * An article as the site uses it: its frontmatter, its Markdown body and derived figures. For a
 * photo cover, `image` is the WebP the build makes from the photo and `photoCover` the photo.
 */
export type Article = ArticleFrontmatter & {
  photoCover?: PhotoCover;
  content: string;
  readingMinutes: number;
  sourceFile: string;
  status: ArticleStatus;
  /** Who signs it: its `author`, or the agency. */
  byline: Byline;
  /** Its category, or null for a draft that has not chosen one yet. */
  categoryInfo: Category | null;
};
