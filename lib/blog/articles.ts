// lib/blog: build time (Node, server components). The Markdown articles of content/articles: pages, links, feed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { articleFrontmatterSchema, type Article } from './article-schema';
import { checkTemplateLeftovers } from './article-template';
import { CENTRE, getPhotoCoverPath, isPhotoCover, type PhotoCover } from './photo-cover';
import { AUTHORS_FILE, getAuthorsContent, getByline, type AuthorsContent } from './authors';
import { CATEGORIES_FILE, getCategories, type Category } from './categories';
import { describeUnknownChoice } from './choices';
import { getArticleStatus, selectShownArticles } from './publication';
import { onContentRevision } from '../content/content-cache';
import { FrontmatterError, splitFrontmatter } from '../content/frontmatter';
import {
  formatFieldProblem,
  leaveOutBrokenFiles,
  toFieldProblems,
  type FieldProblem,
} from '../content/content-error';
import { checkRedirectSlugs } from '../content/redirect-from';
import { isInPublic } from '../content/fields';
import { checkMarkdownBody } from '../review/link-check';
import { findField } from '../review/frontmatter-position';
import {
  buildLinkTargets,
  getArticleAnchors,
  type LinkTarget,
  type LinkTargets,
} from '../review/link-targets';
import {
  getBodyFirstLine,
  outlineMarkdown,
  type MarkdownOutline,
} from '../review/markdown-outline';
import { formatProblem, type Problem } from '../review/problem';
import { getReadingMinutes } from '../site/format';
import { toMexicoCityDate } from '../site/mexico-city-date';
import { PROJECTS_SEGMENT, staticPages } from '../site/routes';

const PROJECT_ROOT = process.cwd();
const DEVELOPMENT = process.env.NODE_ENV === 'development';
/** First URL segments that belong to the app itself, besides the fixed pages and public/. */
const APP_SEGMENTS = [
  'api',
  '_next',
  'blog',
  PROJECTS_SEGMENT,
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

/** Collects the problems of the files being read. */
type Problems = FieldProblem[];

/** The category of an article, or null (and a problem in `errors`) when it names none that exists. */
function resolveCategory(
  value: string,
  draft: boolean,
  categories: readonly Category[],
  displayPath: string,
  errors: Problems,
): Category | null {
  const choices = categories.map((category) => category.slug).join(', ');
  if (value === '') {
    if (!draft) {
      errors.push({
        file: displayPath,
        field: ['category'],
        message: `elige una de ${CATEGORIES_FILE} antes de publicar (${choices})`,
      });
    }
    return null;
  }
  const category = categories.find((candidate) => candidate.slug === value);
  if (!category) {
    errors.push({
      file: displayPath,
      field: ['category'],
      message: `${describeUnknownChoice(value, categories, CATEGORIES_FILE, 'categorías')})`,
    });
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

/**
 * An article file as read: the article when its header is valid, and the outline of its body
 * whenever the header could be split from it, so its links are checked either way.
 */
type ReadArticle = {
  file: string;
  source: string;
  article: Article | null;
  outline: MarkdownOutline | null;
};

function readArticleFile(
  filePath: string,
  displayPath: string,
  publicDir: string,
  today: string,
  lists: Lists,
  errors: Problems,
  withOutline: boolean,
): ReadArticle {
  const fail = (field: string, message: string) =>
    errors.push({ file: displayPath, field: [field], message });
  const source = readFileSync(filePath, 'utf8');
  let header: { data: unknown; body: string };
  try {
    header = splitFrontmatter(source, displayPath);
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    errors.push(error.toFieldProblem());
    return { file: displayPath, source, article: null, outline: null };
  }
  const outline = withOutline
    ? outlineMarkdown(header.body, getBodyFirstLine(source, header.body), displayPath)
    : null;
  const parsed = articleFrontmatterSchema.safeParse(header.data);
  if (!parsed.success) {
    errors.push(...toFieldProblems(displayPath, parsed.error));
    return { file: displayPath, source, article: null, outline };
  }
  const article = parsed.data;
  if (path.basename(filePath, '.md') !== article.slug) {
    fail('slug', `"${article.slug}" no coincide con el nombre del archivo`);
  }
  if (article.image.startsWith('/') && !isInPublic(article.image, publicDir)) {
    fail('image', `no existe public${article.image}`);
  }
  let photoCover: PhotoCover | undefined;
  if (isPhotoCover(article.image)) {
    const file = path.join(path.dirname(filePath), article.image);
    photoCover = {
      file,
      source: path.join(path.dirname(displayPath), article.image),
      focus: article.imageFocus ?? CENTRE,
    };
    if (!existsSync(file)) fail('image', `no existe ${photoCover.source}`);
  }
  const byline = getByline(article.author, lists.authors);
  if (!byline) {
    const described = describeUnknownChoice(
      article.author ?? '',
      lists.authors.authors,
      AUTHORS_FILE,
      'autores',
    );
    fail('author', `${described}; sin author firma la agencia)`);
  }
  const status = getArticleStatus(article, today);
  const categoryInfo = resolveCategory(
    article.category,
    status === 'draft',
    lists.categories,
    displayPath,
    errors,
  );
  if (!byline) return { file: displayPath, source, article: null, outline };
  const content = header.body.trim();
  return {
    file: displayPath,
    source,
    article: {
      ...article,
      ...(photoCover && { image: getPhotoCoverPath(article.slug), photoCover }),
      content,
      readingMinutes: getReadingMinutes(content),
      sourceFile: displayPath,
      status,
      byline,
      categoryInfo,
    },
    outline,
  };
}

function checkCollection(articles: Article[], reserved: Set<string>, errors: Problems): void {
  const seenSlugs = new Map<string, string>();
  const seenIds = new Map<number, string>();
  for (const article of articles) {
    const fail = (field: string, message: string) =>
      errors.push({ file: article.sourceFile, field: [field], message });
    if (reserved.has(article.slug)) {
      fail('slug', `"${article.slug}" está reservado por una ruta o archivo del sitio`);
    }
    const slugOwner = seenSlugs.get(article.slug);
    if (slugOwner) fail('slug', `"${article.slug}" ya lo usa ${slugOwner}`);
    seenSlugs.set(article.slug, article.sourceFile);
    const idOwner = seenIds.get(article.id);
    if (idOwner) fail('id', `${article.id} ya lo usa ${idOwner}`);
    seenIds.set(article.id, article.sourceFile);
  }
  const byDate = [...articles].sort(
    (a, b) => a.publishedDate.localeCompare(b.publishedDate) || a.id - b.id,
  );
  byDate.forEach((article, index) => {
    const previous = byDate[index - 1];
    if (previous && previous.id >= article.id && previous.id !== article.id) {
      errors.push({
        file: article.sourceFile,
        field: ['id'],
        message: `${article.id} (${article.publishedDate}) debe ser mayor que ${previous.id} de ${previous.sourceFile} (${previous.publishedDate}): los ids crecen con la fecha`,
      });
    }
  });
  const redirecting = articles.map((article) => ({
    file: article.sourceFile,
    fileSlug: article.slug,
    fields: article,
  }));
  errors.push(...checkRedirectSlugs(redirecting, reserved));
}

/** Every article read, with what is wrong in their files. */
export type ArticlesCheck = {
  /** The articles that could be read, newest first (drafts and scheduled ones included). */
  articles: Article[];
  /** Problems of a front matter or of the collection, by file and field. */
  fieldProblems: FieldProblem[];
  /** Broken links, anchors and images of the bodies, by line and column. */
  linkProblems: Problem[];
  /** Example texts of the new-article template still in an article: errors unless it is a draft. */
  templateProblems: Problem[];
  /** The outline of each article's body, by its file (a header's problems do not stop it). */
  outlines: Map<string, MarkdownOutline>;
  /** The pages links may lead to, articles included. */
  targets: LinkTargets;
};

type ReadAll = { read: ReadArticle[]; articles: Article[]; fieldProblems: Problems };

/** Gives each problem of a header's field written in the file the line and column it is on. */
function locateFieldProblems(problems: Problems, articlesDir: string): void {
  const sources = new Map<string, string>();
  for (const problem of problems) {
    if (problem.line !== undefined || problem.field.length === 0) continue;
    const name = path.basename(problem.file);
    const source = sources.get(name) ?? readFileSync(path.join(articlesDir, name), 'utf8');
    sources.set(name, source);
    Object.assign(problem, findField(source, problem.at ?? problem.field));
  }
}

/** Reads and validates every article file; with `withOutlines`, parses every body too. */
function readAllArticles(
  {
    articlesDir = getArticlesDir(),
    publicDir = path.join(PROJECT_ROOT, 'public'),
    today = toMexicoCityDate(),
    authors = getAuthorsContent(),
    categories = getCategories(),
  }: LoadOptions,
  withOutlines: boolean,
): ReadAll {
  const fieldProblems: Problems = [];
  const files = readdirSync(articlesDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const read = files.map((name) =>
    readArticleFile(
      path.join(articlesDir, name),
      path.relative(PROJECT_ROOT, path.join(articlesDir, name)),
      publicDir,
      today,
      { authors, categories },
      fieldProblems,
      withOutlines,
    ),
  );
  const articles = read.flatMap(({ article }) => (article ? [article] : []));
  checkCollection(articles, getReservedSlugs(publicDir), fieldProblems);
  locateFieldProblems(fieldProblems, articlesDir);
  articles.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || b.id - a.id);
  return { read, articles, fieldProblems };
}

/**
 * Reads and validates every article, drafts and scheduled ones included (each with its status on
 * `today`), and checks the links and images of their bodies; returns what it found without
 * throwing (`npm run revisar` reports it, `loadCheckedArticles` refuses it).
 */
export function checkArticles(options: LoadOptions = {}): ArticlesCheck {
  const { read, articles, fieldProblems } = readAllArticles(options, true);
  const allTargets = buildLinkTargets({
    articles: read.flatMap(({ article, outline }) =>
      article && outline
        ? [
            {
              slug: article.slug,
              status: article.status,
              category: article.category,
              headingIds: outline.headingIds,
            },
          ]
        : [],
    ),
    publicDir: options.publicDir,
  });
  const targets = withUnreadArticles(allTargets, read);
  // An article whose header is invalid is held to the published articles' rule. Its own
  // #anchors may name its template's sections too, as links from other pages may.
  const linkProblems = read.flatMap(({ file, article, outline }) =>
    outline
      ? checkMarkdownBody(
          outline,
          {
            file,
            anchors:
              targets.pages.get(`/${article?.slug ?? path.basename(file, '.md')}`)?.anchors ??
              outline.headingIds,
            published: (article?.status ?? 'published') === 'published',
            page: 'article',
          },
          targets,
        )
      : [],
  );
  const templateProblems = read.flatMap(({ file, source, article, outline }) =>
    article && outline ? checkTemplateLeftovers({ file, source, article, outline }) : [],
  );
  return {
    articles,
    fieldProblems,
    linkProblems,
    templateProblems,
    outlines: new Map(read.flatMap(({ file, outline }) => (outline ? [[file, outline]] : []))),
    targets,
  };
}

/**
 * Keeps as a link target each article file whose header could not be read, with its headings and
 * its template's ids: a link to it is not broken, its file is (and says so itself).
 */
function withUnreadArticles(targets: LinkTargets, read: readonly ReadArticle[]): LinkTargets {
  const pages = new Map<string, LinkTarget>(targets.pages);
  for (const { file, article, outline } of read) {
    const pagePath = `/${path.basename(file, '.md')}`;
    if (article || pages.has(pagePath)) continue;
    const anchors = getArticleAnchors(outline?.headingIds ?? new Set(), true);
    pages.set(pagePath, { anchors, status: 'published', page: 'article' });
  }
  return { ...targets, pages };
}

/** Every problem found, formatted, each under the file it is in. */
function formatProblemsByFile({
  fieldProblems,
  linkProblems,
}: ArticlesCheck): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  const add = (file: string, text: string) => byFile.set(file, [...(byFile.get(file) ?? []), text]);
  for (const problem of fieldProblems) add(problem.file, formatFieldProblem(problem));
  for (const problem of linkProblems) add(problem.file, formatProblem(problem));
  return byFile;
}

function describeProblems(where: string, problems: readonly string[]): string {
  return `Hay errores en ${where}:\n- ${problems.join('\n- ')}`;
}

function throwIfAny(problems: string[]): void {
  if (problems.length > 0) throw new Error(describeProblems('los artículos', problems));
}

/**
 * `checkArticles`, failing with one error that names each file and field, or each file, line
 * and column of a broken link, anchor or image.
 */
export function loadCheckedArticles(options: LoadOptions = {}): ArticlesCheck {
  const check = checkArticles(options);
  throwIfAny([
    ...check.fieldProblems.map(formatFieldProblem),
    ...check.linkProblems.map(formatProblem),
    ...check.templateProblems.filter((problem) => problem.severity === 'error').map(formatProblem),
  ]);
  return check;
}

/**
 * Reads and validates every article's header, like `loadArticles`, and returns what it found
 * without failing: the articles that could be read, newest first, and the problems of the files.
 * The bodies are not parsed.
 */
export function checkArticleHeaders(
  options: LoadOptions = {},
): Pick<ArticlesCheck, 'articles' | 'fieldProblems'> {
  const { articles, fieldProblems } = readAllArticles(options, false);
  return { articles, fieldProblems };
}

/**
 * Reads, validates and returns every article, drafts and scheduled ones included (each with its
 * status on `today`), newest first. Any problem fails with one error that names each file and
 * field. The bodies' links are not checked: parsing every article again costs about 10 ms each,
 * so `npm run build` checks them once, before `next build` (`loadCheckedArticles`).
 */
export function loadArticles(options: LoadOptions = {}): Article[] {
  const { articles, fieldProblems } = checkArticleHeaders(options);
  throwIfAny(fieldProblems.map(formatFieldProblem));
  return articles;
}

/** What the site shows of content/articles, and what it refuses, by article slug. */
type SiteArticles = {
  articles: Article[];
  targets: LinkTargets | null;
  /** Under `npm run dev`, the problems of each article file that has any, by slug. */
  problems: ReadonlyMap<string, string>;
};

/**
 * Under `npm run dev`: every article, checked like a build, but a file with errors breaks only its
 * own page, which shows them; the lists leave out an article whose header has errors.
 */
function checkArticlesForDev(): SiteArticles {
  const check = checkArticles();
  const problems = new Map<string, string>();
  for (const [file, texts] of formatProblemsByFile(check)) {
    problems.set(path.basename(file, '.md'), describeProblems(file, texts));
  }
  const articles = leaveOutBrokenFiles(check.articles, check.fieldProblems);
  return { articles, targets: check.targets, problems };
}

/**
 * What the site reads of content/articles once per build (and again after each save under
 * `npm run dev`): the articles it shows, by slug too, and the pages links may lead to.
 */
const getSiteArticles = onContentRevision(() => {
  // Under `npm run dev` a saved link is checked at once; a build checked them before it started.
  const { articles, targets, problems }: SiteArticles = DEVELOPMENT
    ? checkArticlesForDev()
    : { articles: loadArticles(), targets: null, problems: new Map() };
  const shown = selectShownArticles(articles, {
    includeUnpublished: DEVELOPMENT,
  });
  const bySlug = new Map(shown.map((article) => [article.slug, article]));
  return { shown, bySlug, targets, problems };
});

/**
 * Every article the site shows, newest first: the published ones, plus drafts and scheduled
 * articles under `npm run dev`.
 */
export function getAllArticles(): Article[] {
  return getSiteArticles().shown;
}

/** The slugs of the article pages: those shown, plus under `npm run dev` those with errors. */
export function getArticleSlugs(): string[] {
  const { shown, problems } = getSiteArticles();
  return [...new Set([...shown.map((article) => article.slug), ...problems.keys()])];
}

/** One article by slug, or undefined. */
export function getArticle(slug: string): Article | undefined {
  return getSiteArticles().bySlug.get(slug);
}

/**
 * The article its own page shows, or undefined. Under `npm run dev` an article file with errors
 * fails here, with its problems: only its own page shows them, the others work on.
 */
export function getArticleForPage(slug: string): Article | undefined {
  const problem = getSiteArticles().problems.get(slug);
  if (problem) throw new Error(problem);
  return getArticle(slug);
}

/**
 * The pages links may lead to (the articles with their headings, the fixed pages, the lists)
 * under `npm run dev`; null in a build, which checks the links before it starts.
 */
export function getLinkTargets(): LinkTargets | null {
  return getSiteArticles().targets;
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
