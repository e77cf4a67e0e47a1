// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { z } from 'zod';
import { imageSource, isoDate, slug } from '../content/fields';

/** The frontmatter of an article file (SPEC §5). */
export const articleFrontmatterSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().trim().min(10).max(120),
  slug,
  description: z
    .string()
    .trim()
    .min(120, 'la meta descripción debe tener al menos 120 caracteres')
    .max(160, 'la meta descripción debe tener como máximo 160 caracteres'),
  keywords: z.array(z.string().trim().min(2)).min(4).max(8),
  image: imageSource,
  publishedDate: isoDate,
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/** An article as the site uses it: its frontmatter, its Markdown body and derived figures. */
export type Article = ArticleFrontmatter & {
  content: string;
  readingMinutes: number;
  sourceFile: string;
};
