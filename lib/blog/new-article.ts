// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { articleFrontmatterSchema } from './article-schema';
import { buildTemplateBody, TEMPLATE_TEXTS } from './article-template';
import { getReservedSlugs } from './articles';
import { getAuthorsContent, type Author } from './authors';
import { getCategories, type Category } from './categories';
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

/** The Markdown of a new draft: every field the editor fills, with hints that already validate. */
export function buildArticleDraft({
  id,
  title,
  slug,
  today,
  categories,
  authors,
}: {
  id: number;
  title: string;
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
description: ${quote(TEMPLATE_TEXTS.description)}
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
category: ''
# Quién lo firma: quita el # y escribe el slug de una de estas personas (content/authors.json).
# Sin esta línea lo firma la agencia.
${list(authors)}
# author: ${quote(authors[0]?.slug ?? '')}
# Quita esta línea cuando el artículo esté listo para publicarse.
draft: true
---

${buildTemplateBody()}`;
}

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
  title: string,
  {
    articlesDir,
    publicDir,
    today = toMexicoCityDate(),
    categories = getCategories(),
    authors = getAuthorsContent().authors,
  }: CreateOptions,
): { file: string; renumbered: Renumbering[] } {
  const trimmed = title.trim();
  if (trimmed === '') {
    throw new Error('Falta el título: npm run nuevo-articulo -- "Título del artículo"');
  }
  const titleCheck = articleFrontmatterSchema.shape.title.safeParse(trimmed);
  if (!titleCheck.success) {
    throw new Error(
      `El título no es válido (${titleCheck.error.issues[0]?.message ?? 'revísalo'}): "${trimmed}"`,
    );
  }
  const slug = slugifyTitle(trimmed);
  if (slug === '')
    throw new Error(`El título "${trimmed}" no tiene letras ni números para el slug`);
  const file = path.join(articlesDir, `${slug}.md`);
  if (existsSync(file)) {
    const shown = path.relative(process.cwd(), file);
    throw new Error(`Ya existe un artículo con el slug "${slug}": ${shown}. Elige otro título.`);
  }
  if (getReservedSlugs(publicDir).has(slug)) {
    throw new Error(
      `El slug "${slug}" está reservado por una ruta o archivo del sitio. Elige otro título.`,
    );
  }
  const { id, renumbered } = planNewArticleId(readArticleIds(articlesDir), today);
  applyRenumbering(renumbered);
  writeFileSync(file, buildArticleDraft({ id, title: trimmed, slug, today, categories, authors }), {
    flag: 'wx',
  });
  return { file, renumbered };
}
