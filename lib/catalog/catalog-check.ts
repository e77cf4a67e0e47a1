// lib/catalog: build time and `npm run revisar` (Node). The services and projects checked against the articles and the site's pages.
import path from 'node:path';
import type { ArticlesCheck } from '../blog/articles';
import { formatFieldProblem } from '../content/content-error';
import { checkMarkdownBody } from '../review/link-check';
import type { LinkTargets } from '../review/link-targets';
import { formatProblem, type Problem } from '../review/problem';
import { getProjectPath, getServicePath } from '../site/paths';
import {
  checkCatalog,
  SERVICES_DIR,
  type ArticleIndex,
  type CatalogCheck,
  type CatalogContext,
} from './catalog';
import { checkCaseBody, checkServiceBody } from './catalog-body';

/**
 * The catalog's header problems, the broken links and images of its bodies and the sections its
 * bodies must or must not have.
 */
export type CheckedCatalog = CatalogCheck & { linkProblems: Problem[]; sectionProblems: Problem[] };

/**
 * The articles by slug, each published or not, as the catalog is checked against them. An article
 * file whose header has errors counts as published: its own file says what is wrong, not the
 * services that name it.
 */
export function indexArticles({
  articles,
  fieldProblems,
}: Pick<ArticlesCheck, 'articles' | 'fieldProblems'>): ArticleIndex {
  const index = new Map<string, { published: boolean }>(
    fieldProblems.map((problem) => [path.basename(problem.file, '.md'), { published: true }]),
  );
  for (const article of articles) {
    index.set(article.slug, { published: article.status === 'published' });
  }
  return index;
}

/**
 * Reads the services and projects, checks them against the articles (related articles must be
 * published, no slug may repeat an article's) and checks their bodies: links, images and
 * sections (none in a service's, the three of a case in a case's).
 */
export function checkCatalogContent(
  articles: ArticleIndex,
  targets: LinkTargets,
  { editing }: Pick<CatalogContext, 'editing'> = {},
): CheckedCatalog {
  const check = checkCatalog({ articles, editing });
  const linkProblems = [...check.outlines].flatMap(([file, outline]) => {
    const page = file.startsWith(`${SERVICES_DIR}/`) ? 'service' : 'project';
    const slug = { slug: path.basename(file, '.md') };
    const pagePath = page === 'service' ? getServicePath(slug) : getProjectPath(slug);
    // Its own #anchors may name its template's sections too, as links from other pages may.
    const anchors = targets.pages.get(pagePath)?.anchors ?? outline.headingIds;
    return checkMarkdownBody(outline, { file, anchors, published: true, page }, targets);
  });
  const sectionProblems = [...check.outlines].flatMap(([file, outline]) =>
    file.startsWith(`${SERVICES_DIR}/`)
      ? checkServiceBody(file, outline)
      : checkCaseBody(file, outline),
  );
  return { ...check, linkProblems, sectionProblems };
}

/** `checkCatalogContent`, failing with one error that names each file, field, line and column. */
export function loadCheckedCatalog(articles: ArticlesCheck): CheckedCatalog {
  const check = checkCatalogContent(indexArticles(articles), articles.targets);
  const problems = [
    ...[...check.fieldProblems, ...check.collectionProblems].map(formatFieldProblem),
    ...[...check.linkProblems, ...check.sectionProblems].map(formatProblem),
  ];
  if (problems.length > 0) {
    throw new Error(`Hay errores en los servicios y proyectos:\n- ${problems.join('\n- ')}`);
  }
  return check;
}
