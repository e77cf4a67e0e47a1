// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleStatus } from '../blog/article-schema';
import { countBlogPages, getBlogPagePath, getCategoryPagePath } from '../blog/blog';
import { readCatalogAnchors, type CatalogPageAnchors } from '../catalog/catalog-anchors';
import { splitFrontmatter } from '../content/frontmatter';
import { findLegalFile, legalSlugs } from '../content/legal-files';
import {
  listTemplateAnchors,
  type TemplateCondition,
  type TemplatePage,
} from '../content/page-ids';
import { navigation, paths, staticPages } from '../site/routes';
import { getBodyFirstLine, outlineMarkdown, type MarkdownOutline } from './markdown-outline';

/**
 * A page a link may lead to: the ids its `#anchors` may name, whether a build exports it and, for
 * an article, a service or a case, the kind of page (whose template draws some ids only sometimes).
 */
export type LinkTarget = {
  anchors: ReadonlySet<string>;
  status: ArticleStatus;
  page?: TemplatePage;
};

/** Every page of the site by path, and the folder whose files are served as they are. */
export type LinkTargets = { pages: ReadonlyMap<string, LinkTarget>; publicDir: string };

/** What the link check needs of an article. */
export type TargetArticle = {
  slug: string;
  status: ArticleStatus;
  category: string;
  headingIds: ReadonlySet<string>;
};

const NO_ANCHORS: ReadonlySet<string> = new Set();

/**
 * The ids a legal text's anchors may name: its h3, its numbered sections (one per h2) and their
 * titles (`{id}-titulo`), as `renderLegalContent` draws them.
 */
export function getLegalAnchors(outline: MarkdownOutline): Set<string> {
  const titles = [...outline.h2Ids].map((id) => `${id}-titulo`);
  return new Set([...outline.headingIds, ...titles]);
}

/**
 * The ids a link may name on an article's page: its h2 and h3, and those its template draws
 * (`listTemplateAnchors`): the index only when the body has headings, the related articles only
 * when `hasOtherArticles` (`getRelatedArticles` finds one whenever the site shows another).
 */
export function getArticleAnchors(
  headingIds: ReadonlySet<string>,
  hasOtherArticles: boolean,
): Set<string> {
  const has = new Set<TemplateCondition>();
  if (headingIds.size > 0) has.add('headings');
  if (hasOtherArticles) has.add('otherArticles');
  return new Set([...headingIds, ...listTemplateAnchors('article', has)]);
}

/** The anchors of each legal text, by the path it is published at. */
export function readLegalAnchors(): Map<string, Set<string>> {
  const anchors = new Map<string, Set<string>>();
  for (const slug of legalSlugs) {
    const file = findLegalFile(slug);
    if (!file) continue;
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    const { body } = splitFrontmatter(source, file);
    anchors.set(
      `/${slug}`,
      getLegalAnchors(outlineMarkdown(body, getBodyFirstLine(source, body), file)),
    );
  }
  return anchors;
}

/**
 * The pages links may point to: the fixed pages (the home page answers to its sections), the
 * legal texts, every article and each service and case with the ids its page draws, the blog's
 * list pages and the feed, sitemap and robots files. List pages count only published articles,
 * as a build does.
 */
export function buildLinkTargets({
  articles,
  legalAnchors = readLegalAnchors(),
  publicDir = path.join(process.cwd(), 'public'),
  catalogPages = readCatalogAnchors(
    new Set(articles.flatMap((article) => (article.status === 'published' ? [article.slug] : []))),
  ),
}: {
  articles: readonly TargetArticle[];
  legalAnchors?: ReadonlyMap<string, ReadonlySet<string>>;
  publicDir?: string;
  /** The pages of the services and cases, by path, with the ids each one draws. */
  catalogPages?: ReadonlyMap<string, CatalogPageAnchors>;
}): LinkTargets {
  const pages = new Map<string, LinkTarget>();
  const add = (
    pagePath: string,
    anchors = NO_ANCHORS,
    status: ArticleStatus = 'published',
    page?: TemplatePage,
  ) => pages.set(pagePath, { anchors, status, ...(page && { page }) });
  const homeSections = navigation.main.flatMap((item) =>
    item.kind === 'section' ? [item.sectionId] : [],
  );
  for (const page of Object.values(staticPages)) {
    add(page.path, legalAnchors.get(page.path) ?? NO_ANCHORS);
  }
  add(paths.home, new Set(homeSections));
  for (const file of [paths.rss, '/sitemap.xml', '/robots.txt']) add(file);
  for (const [pagePath, { page, anchors }] of catalogPages)
    add(pagePath, anchors, 'published', page);
  const published = articles.filter((article) => article.status === 'published');
  for (const article of articles) {
    // Its related articles are among those the site shows: a build, the published ones; an
    // unpublished article's page exists only under `npm run dev`, which shows every one.
    const shown = article.status === 'published' ? published.length : articles.length;
    const anchors = getArticleAnchors(article.headingIds, shown > 1);
    add(`/${article.slug}`, anchors, article.status, 'article');
  }
  for (let page = 2; page <= countBlogPages(published.length); page += 1) {
    add(getBlogPagePath(page));
  }
  const perCategory = new Map<string, number>();
  for (const { category } of published) {
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  }
  for (const [category, count] of perCategory) {
    for (let page = 1; page <= countBlogPages(count); page += 1) {
      add(getCategoryPagePath(category, page));
    }
  }
  return { pages, publicDir };
}
