// lib/catalog: build time and `npm run revisar` (Node). The services and projects checked against the articles and the site's pages.
import type { Article } from '../blog/article-schema';
import { formatFieldProblem } from '../content/content-error';
import { checkMarkdownBody } from '../review/link-check';
import type { LinkTargets } from '../review/link-targets';
import { formatProblem, type Problem } from '../review/problem';
import { checkCatalog, SERVICES_DIR, type CatalogCheck } from './catalog';

/** The catalog's header problems and the broken links and images of its bodies. */
export type CheckedCatalog = CatalogCheck & { linkProblems: Problem[] };

/**
 * Reads the services and projects, checks them against the articles (related articles must be
 * published, no slug may repeat an article's) and checks their bodies' links and images.
 */
export function checkCatalogContent(
  articles: readonly Article[],
  targets: LinkTargets,
): CheckedCatalog {
  const check = checkCatalog({
    articles: new Map(
      articles.map((article) => [article.slug, { published: article.status === 'published' }]),
    ),
  });
  const linkProblems = [...check.outlines].flatMap(([file, outline]) =>
    checkMarkdownBody(
      outline,
      {
        file,
        anchors: outline.headingIds,
        published: true,
        page: file.startsWith(`${SERVICES_DIR}/`) ? 'service' : 'project',
      },
      targets,
    ),
  );
  return { ...check, linkProblems };
}

/** `checkCatalogContent`, failing with one error that names each file, field, line and column. */
export function loadCheckedCatalog(
  articles: readonly Article[],
  targets: LinkTargets,
): CheckedCatalog {
  const check = checkCatalogContent(articles, targets);
  const problems = [
    ...check.fieldProblems.map(formatFieldProblem),
    ...check.linkProblems.map(formatProblem),
  ];
  if (problems.length > 0) {
    throw new Error(`Hay errores en los servicios y proyectos:\n- ${problems.join('\n- ')}`);
  }
  return check;
}
