// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { z } from 'zod';
import { parseIsoDate } from '../site/format';

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A cover is a path under public/ or an https URL; plain http is refused. */
const imageSource = z
  .string()
  .min(1)
  .refine((value) => !/^http:/i.test(value), 'usa https: las URL remotas con http no se aceptan')
  .refine(
    (value) => value.startsWith('/') || /^https:\/\/[^/]+\/.+/i.test(value),
    'debe ser una ruta que empiece con / (archivo en public/) o una URL https',
  );

/** The frontmatter of an article file (SPEC §5). */
export const articleFrontmatterSchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().trim().min(10).max(120),
  slug: z
    .string()
    .regex(SLUG_PATTERN, 'debe ser ASCII en kebab-case, por ejemplo "mi-articulo-2025"'),
  description: z
    .string()
    .trim()
    .min(120, 'la meta descripción debe tener al menos 120 caracteres')
    .max(160, 'la meta descripción debe tener como máximo 160 caracteres'),
  keywords: z.array(z.string().trim().min(2)).min(4).max(8),
  image: imageSource,
  publishedDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'debe tener el formato AAAA-MM-DD (entre comillas)')
    .refine((value) => parseIsoDate(value) !== null, 'no es una fecha real del calendario'),
});

export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>;

/** An article as the site uses it: its frontmatter, its Markdown body and derived figures. */
export type Article = ArticleFrontmatter & {
  content: string;
  readingMinutes: number;
  sourceFile: string;
};
