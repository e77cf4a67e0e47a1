// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { articleFrontmatterSchema } from './article-schema';
import { buildTemplateBody, TEMPLATE_TEXTS } from './article-template';
import { getReservedSlugs } from './articles';
import { AUTHORS_FILE, getAuthorsContent, type Author } from './authors';
import { CATEGORIES_FILE, getCategories, type Category } from './categories';
import { checkChoice } from './choices';
import { splitFrontmatter } from '../content/frontmatter';
import { DEFAULT_SHARE_SOURCE } from '../seo/share-image';
import { toMexicoCityDate } from '../site/mexico-city-date';

/**
 * The slug of a title: ASCII kebab-case with accents folded, e.g. "Guía rápida de caché" →
 * `guia-rapida-de-cache`. Empty when the title has no letter or digit.
 */
export function slugifyTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A YAML single-quoted string. */
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

type ArticleId = { file: string; id: number; publishedDate: string };

/** Each article's file, id and date in `articlesDir`, as its frontmatter gives them. */
function readArticleIds(articlesDir: string): ArticleId[] {
  return readdirSync(articlesDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const file = path.join(articlesDir, name);
      const { data } = splitFrontmatter(readFileSync(file, 'utf8'), file);
      const { id, publishedDate } = (data ?? {}) as { id?: unknown; publishedDate?: unknown };
      return {
        file,
        id: typeof id === 'number' ? id : 0,
        publishedDate: typeof publishedDate === 'string' ? publishedDate : '',
      };
    });
}

export type Renumbering = { file: string; from: number; to: number };

/**
 * The id of an article dated `today`: one more than the largest id. Ids grow with the date, so
 * when articles are scheduled after today the new one takes the first of their ids and each of
 * them moves up by one (ids appear in no address or page; only their order matters).
 */
export function planNewArticleId(
  articles: readonly ArticleId[],
  today: string,
): { id: number; renumbered: Renumbering[] } {
  const later = articles.filter((article) => article.publishedDate > today);
  if (later.length === 0)
    return { id: Math.max(0, ...articles.map((article) => article.id)) + 1, renumbered: [] };
  const id = Math.min(...later.map((article) => article.id));
  const renumbered = articles
    .filter((article) => article.id >= id)
    .sort((a, b) => b.id - a.id)
    .map(({ file, id: from }) => ({ file, from, to: from + 1 }));
  return { id, renumbered };
}

/** Writes each article's new id into its frontmatter, after checking every file has its line. */
function applyRenumbering(renumbered: readonly Renumbering[]): void {
  const idLine = (id: number) => new RegExp(`^id:[ \t]*${id}[ \t]*$`, 'm');
  const updates = renumbered.map(({ file, from, to }) => {
    const text = readFileSync(file, 'utf8');
    if (!idLine(from).test(text)) {
      const shown = path.relative(process.cwd(), file);
      throw new Error(`${shown}: no encuentro la línea "id: ${from}" para cambiarla a ${to}`);
    }
    return { file, text: text.replace(idLine(from), `id: ${to}`) };
  });
  for (const { file, text } of updates) writeFileSync(file, text);
}

/** What the editor says of a new draft; an empty or missing field keeps the template's. */
export type DraftAnswers = {
  title: string;
  category?: string;
  author?: string;
  description?: string;
};

/** What the answers are checked against. */
export type DraftContext = {
  articlesDir: string;
  publicDir?: string;
  categories: readonly Pick<Category, 'slug' | 'name'>[];
  authors: readonly Pick<Author, 'slug' | 'name'>[];
};

/**
 * Why `value` cannot be the new draft's `field`, in Spanish, or undefined when it can: the
 * schema's rules for the title and the description, a free slug, an existing category and author.
 */
export function checkDraftAnswer(
  field: keyof DraftAnswers,
  value: string,
  context: DraftContext,
): string | undefined {
  const fieldSchema = articleFrontmatterSchema.shape;
  if (field === 'category')
    return checkChoice(value, context.categories, CATEGORIES_FILE, 'categorías');
  if (field === 'author') return checkChoice(value, context.authors, AUTHORS_FILE, 'autores');
  if (field === 'description') {
    if (value === '') return undefined;
    const parsed = fieldSchema.description.safeParse(value);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  }
  if (value === '') return 'falta el título';
  const parsed = fieldSchema.title.safeParse(value);
  if (!parsed.success)
    return `el título no es válido (${parsed.error.issues[0]?.message ?? 'revísalo'})`;
  const slug = slugifyTitle(value);
  if (slug === '') return `el título "${value}" no tiene letras ni números para el slug`;
  const file = path.join(context.articlesDir, `${slug}.md`);
  if (existsSync(file)) {
    const shown = path.relative(process.cwd(), file);
    return `ya existe un artículo con el slug "${slug}": ${shown}. Elige otro título`;
  }
  if (getReservedSlugs(context.publicDir).has(slug)) {
    return `el slug "${slug}" está reservado por una ruta o archivo del sitio. Elige otro título`;
  }
  return undefined;
}

/** The Markdown of a new draft: every field the editor fills, with hints that already validate. */
export function buildArticleDraft({
  id,
  title,
  slug,
  today,
  categories,
  authors,
  category = '',
  author = '',
  description = '',
}: DraftAnswers & {
  id: number;
  slug: string;
  today: string;
  /** The choices for `category`, listed in a comment for the editor. */
  categories: readonly Pick<Category, 'slug' | 'name'>[];
  /** The choices for `author`, listed in a comment for the editor. */
  authors: readonly Pick<Author, 'slug' | 'name'>[];
}): string {
  const list = (items: readonly { slug: string; name: string }[]) =>
    items.map((item) => `#   ${item.slug}: ${item.name}`).join('\n');
  return `---
id: ${id}
title: ${quote(title)}
slug: ${quote(slug)}
# De 120 a 156 caracteres: lo que Google y las redes muestran bajo el título sin cortarla.
description: ${quote(description || TEMPLATE_TEXTS.description)}
# De 4 a 8 frases que alguien buscaría para encontrar este artículo.
keywords: [${TEMPLATE_TEXTS.keywords.map(quote).join(', ')}]
# La portada: un WebP de 1200×630 en public/images/blog/${slug}.webp (mientras, la imagen general),
# o una foto JPEG o PNG de al menos 1200×630 en content/articles/portadas/: image: portadas/foto.jpg
# y, si no debe recortarse al centro, imageFocus: 30% 60% (el punto que queda a la vista).
image: ${quote(DEFAULT_SHARE_SOURCE)}
# El día de publicación; una fecha futura sale con la primera compilación de ese día.
publishedDate: ${quote(today)}
# Si corriges el artículo después de publicarlo, pon aquí la fecha de la corrección.
# updatedDate: ${quote(today)}
# La categoría, obligatoria para publicar: escribe entre las comillas el slug de una de estas
# (content/categories.json). Un borrador puede dejarla vacía.
${list(categories)}
category: ${quote(category)}
# Quién lo firma: quita el # y escribe el slug de una de estas personas (content/authors.json).
# Sin esta línea lo firma la agencia.
${list(authors)}
${author ? `author: ${quote(author)}` : `# author: ${quote(authors[0]?.slug ?? '')}`}
# Quita esta línea cuando el artículo esté listo para publicarse.
draft: true
---

${buildTemplateBody()}`;
}

/** Each answer's name in a message, as the command's flags call it. */
export const FIELD_NAMES = {
  title: 'Título',
  category: 'Categoría',
  author: 'Autor',
  description: 'Descripción',
} as const satisfies Record<keyof DraftAnswers, string>;

type CreateOptions = {
  /** The folder that receives the file (content/articles by default). */
  articlesDir: string;
  /** The project's public/ folder, whose entries are reserved slugs. */
  publicDir?: string;
  /** The publication day written into the draft (today in Mexico City by default). */
  today?: string;
  /** The categories listed in the draft (content/categories.json by default). */
  categories?: readonly Category[];
  /** The authors listed in the draft (content/authors.json by default). */
  authors?: readonly Author[];
};

/**
 * Writes `{slug}.md`, a draft titled `title`, into `articlesDir` and returns its path and the
 * scheduled articles whose id moved up to make room for it. Throws an Error in Spanish when the
 * title is empty or invalid, or its slug is taken or reserved.
 */
export function createArticleDraft(
  answers: DraftAnswers | string,
  {
    articlesDir,
    publicDir,
    today = toMexicoCityDate(),
    categories = getCategories(),
    authors = getAuthorsContent().authors,
  }: CreateOptions,
): { file: string; renumbered: Renumbering[] } {
  const given = typeof answers === 'string' ? { title: answers } : answers;
  const trim = (value?: string) => (value ?? '').trim();
  const draft = {
    title: trim(given.title),
    category: trim(given.category),
    author: trim(given.author),
    description: trim(given.description),
  };
  const context = { articlesDir, publicDir, categories, authors };
  for (const field of ['title', 'category', 'author', 'description'] as const) {
    const reason = checkDraftAnswer(field, draft[field], context);
    if (reason) throw new Error(`${FIELD_NAMES[field]}: ${reason}`);
  }
  const slug = slugifyTitle(draft.title);
  const file = path.join(articlesDir, `${slug}.md`);
  const { id, renumbered } = planNewArticleId(readArticleIds(articlesDir), today);
  applyRenumbering(renumbered);
  writeFileSync(file, buildArticleDraft({ ...draft, id, slug, today, categories, authors }), {
    flag: 'wx',
  });
  return { file, renumbered };
}
