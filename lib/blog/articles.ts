// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { articleFrontmatterSchema, type Article } from './article-schema';
import { CENTRE, getPhotoCoverPath, isPhotoCover, type PhotoCover } from './photo-cover';
import { AUTHORS_FILE, getAuthorsContent, getByline, type AuthorsContent } from './authors';
import { CATEGORIES_FILE, getCategories, type Category } from './categories';
import { getArticleStatus, selectShownArticles } from './publication';
import { splitFrontmatter } from '../content/frontmatter';
import { listContentProblems } from '../content/content-error';
import { isInPublic } from '../content/fields';
import { getReadingMinutes } from '../site/format';
import { toMexicoCityDate } from '../site/mexico-city-date';
import { staticPages } from '../site/routes';

const PROJECT_ROOT = process.cwd();
/** First URL segments that belong to the app itself, besides the fixed pages and public/. */
const APP_SEGMENTS = [
  'api',
  '_next',
  'blog',
  'rss.xml',
  'sitemap.xml',
  'robots.txt',
  'manifest.webmanifest',
  'icon.svg',
  'apple-icon.png',
  '404',
  '_not-found',
  'index',
];

type LoadOptions = {
  articlesDir?: string;
  publicDir?: string;
  /** The build's day (`AAAA-MM-DD`) that decides which articles are scheduled for later. */
  today?: string;
  /** Who may sign an article (content/authors.json by default). */
  authors?: AuthorsContent;
  /** The categories an article may take (content/categories.json by default). */
  categories?: readonly Category[];
};

type Lists = { authors: AuthorsContent; categories: readonly Category[] };

/** The category of an article, or null (and a problem in `errors`) when it names none that exists. */
function resolveCategory(
  value: string,
  draft: boolean,
  categories: readonly Category[],
  displayPath: string,
  errors: string[],
): Category | null {
  const choices = categories.map((category) => category.slug).join(', ');
  if (value === '') {
    if (!draft) {
      errors.push(
        `${displayPath}: category: elige una de ${CATEGORIES_FILE} antes de publicar (${choices})`,
      );
    }
    return null;
  }
  const category = categories.find((candidate) => candidate.slug === value);
  if (!category) {
    errors.push(
      `${displayPath}: category: "${value}" no está en ${CATEGORIES_FILE} (categorías: ${choices})`,
    );
  }
  return category ?? null;
}

/** Where articles are read from: `ARTICLES_DIR` (for tests and benchmarks) or content/articles. */
export function getArticlesDir(): string {
  return path.resolve(PROJECT_ROOT, process.env.ARTICLES_DIR ?? 'content/articles');
}

/** Slugs an article cannot take: the first segment of a page, an app route or a file of public/. */
export function getReservedSlugs(
  publicDir: string = path.join(PROJECT_ROOT, 'public'),
): Set<string> {
  const pages = Object.values(staticPages).map((page) => page.path.split('/')[1] ?? '');
  const publicEntries = existsSync(publicDir) ? readdirSync(publicDir) : [];
  return new Set([...pages, ...APP_SEGMENTS, ...publicEntries].filter(Boolean));
}

function readArticleFile(
  filePath: string,
  displayPath: string,
  publicDir: string,
  today: string,
  lists: Lists,
  errors: string[],
): Article | null {
  let header: { data: unknown; body: string };
  try {
    header = splitFrontmatter(readFileSync(filePath, 'utf8'), displayPath);
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
    return null;
  }
  const parsed = articleFrontmatterSchema.safeParse(header.data);
  if (!parsed.success) {
    errors.push(...listContentProblems(displayPath, parsed.error));
    return null;
  }
  const article = parsed.data;
  if (path.basename(filePath, '.md') !== article.slug) {
    errors.push(`${displayPath}: slug: "${article.slug}" no coincide con el nombre del archivo`);
  }
  if (article.image.startsWith('/') && !isInPublic(article.image, publicDir)) {
    errors.push(`${displayPath}: image: no existe public${article.image}`);
  }
  let photoCover: PhotoCover | undefined;
  if (isPhotoCover(article.image)) {
    const file = path.join(path.dirname(filePath), article.image);
    photoCover = {
      file,
      source: path.join(path.dirname(displayPath), article.image),
      focus: article.imageFocus ?? CENTRE,
    };
    if (!existsSync(file)) errors.push(`${displayPath}: image: no existe ${photoCover.source}`);
  }
  const byline = getByline(article.author, lists.authors);
  if (!byline) {
    const choices = lists.authors.authors.map((author) => author.slug).join(', ');
    errors.push(
      `${displayPath}: author: "${article.author}" no está en ${AUTHORS_FILE} (autores: ${choices}; sin author firma la agencia)`,
    );
  }
  const status = getArticleStatus(article, today);
  const categoryInfo = resolveCategory(
    article.category,
    status === 'draft',
    lists.categories,
    displayPath,
    errors,
  );
  if (!byline) return null;
  const content = header.body.trim();
  return {
    ...article,
    ...(photoCover && { image: getPhotoCoverPath(article.slug), photoCover }),
    content,
    readingMinutes: getReadingMinutes(content),
    sourceFile: displayPath,
    status,
    byline,
    categoryInfo,
  };
}

function checkCollection(articles: Article[], reserved: Set<string>, errors: string[]): void {
  const seenSlugs = new Map<string, string>();
  const seenIds = new Map<number, string>();
  for (const article of articles) {
    if (reserved.has(article.slug)) {
      errors.push(
        `${article.sourceFile}: slug: "${article.slug}" está reservado por una ruta o archivo del sitio`,
      );
    }
    const slugOwner = seenSlugs.get(article.slug);
    if (slugOwner)
      errors.push(`${article.sourceFile}: slug: "${article.slug}" ya lo usa ${slugOwner}`);
    seenSlugs.set(article.slug, article.sourceFile);
    const idOwner = seenIds.get(article.id);
    if (idOwner) errors.push(`${article.sourceFile}: id: ${article.id} ya lo usa ${idOwner}`);
    seenIds.set(article.id, article.sourceFile);
  }
  const byDate = [...articles].sort(
    (a, b) => a.publishedDate.localeCompare(b.publishedDate) || a.id - b.id,
  );
  byDate.forEach((article, index) => {
    const previous = byDate[index - 1];
    if (previous && previous.id >= article.id && previous.id !== article.id) {
      errors.push(
        `${article.sourceFile}: id: ${article.id} (${article.publishedDate}) debe ser mayor que ${previous.id} de ${previous.sourceFile} (${previous.publishedDate}): los ids crecen con la fecha`,
      );
    }
  });
}

/**
 * Reads, validates and returns every article, drafts and scheduled ones included (each with its
 * status on `today`), newest first. Any problem fails with one error that names each file and field.
 */
export function loadArticles({
  articlesDir = getArticlesDir(),
  publicDir = path.join(PROJECT_ROOT, 'public'),
  today = toMexicoCityDate(),
  authors = getAuthorsContent(),
  categories = getCategories(),
}: LoadOptions = {}): Article[] {
  const errors: string[] = [];
  const files = readdirSync(articlesDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const articles = files
    .map((name) =>
      readArticleFile(
        path.join(articlesDir, name),
        path.relative(PROJECT_ROOT, path.join(articlesDir, name)),
        publicDir,
        today,
        { authors, categories },
        errors,
      ),
    )
    .filter((article): article is Article => article !== null);
  checkCollection(articles, getReservedSlugs(publicDir), errors);
  if (errors.length > 0) {
    throw new Error(`Hay errores en los artículos:\n- ${errors.join('\n- ')}`);
  }
  return articles.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || b.id - a.id);
}

let cache: Article[] | undefined;

/**
 * Every article the site shows, newest first (read once per build): the published ones, plus
 * drafts and scheduled articles under `npm run dev`.
 */
export function getAllArticles(): Article[] {
  cache ??= selectShownArticles(loadArticles(), {
    includeUnpublished: process.env.NODE_ENV === 'development',
  });
  return cache;
}

let bySlug: Map<string, Article> | undefined;

/** One article by slug, or undefined. */
export function getArticle(slug: string): Article | undefined {
  bySlug ??= new Map(getAllArticles().map((article) => [article.slug, article]));
  return bySlug.get(slug);
}

/**
 * 2–3 other articles: those sharing most keywords first, then the newest. One pass over `all`
 * (newest first) that keeps the best `count`, so each article page costs the same however many
 * articles the blog has.
 */
export function getRelatedArticles(
  article: Article,
  all: Article[] = getAllArticles(),
  count = 3,
): Article[] {
  const keywords = new Set(article.keywords.map((keyword) => keyword.toLowerCase()));
  // Best first; on a tie the newer one (met earlier in `all`) stays ahead.
  const best: { other: Article; shared: number }[] = [];
  for (const other of all) {
    if (other.slug === article.slug) continue;
    const shared = other.keywords.filter((keyword) => keywords.has(keyword.toLowerCase())).length;
    if (best.length === count && shared <= best[count - 1]!.shared) continue;
    const at = best.findIndex((entry) => shared > entry.shared);
    best.splice(at === -1 ? best.length : at, 0, { other, shared });
    if (best.length > count) best.pop();
  }
  return best.map(({ other }) => other);
}
