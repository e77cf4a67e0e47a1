// lib/catalog: build time and `npm run revisar` (Node). The ids a link's #anchor may name on each service's and case's page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FrontmatterError, splitFrontmatter } from '../content/frontmatter';
import { isRecord } from '../content/is-record';
import { listTemplateAnchors, type TemplateCondition } from '../content/page-ids';
import { getBodyFirstLine, outlineMarkdown } from '../review/markdown-outline';
import { getProjectPath, getServicePath } from '../site/paths';
import { listCatalogFiles, SERVICES_DIR } from './catalog';

/** A service or case file as far as its anchors go: its header read loosely, and its headings. */
type CatalogFile = {
  page: 'service' | 'project';
  slug: string;
  header: Record<string, unknown>;
  headingIds: ReadonlySet<string>;
};

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function readCatalogFile(file: string): CatalogFile {
  const page = file.startsWith(`${SERVICES_DIR}/`) ? 'service' : 'project';
  const slug = path.basename(file, '.md');
  const source = readFileSync(path.join(process.cwd(), file), 'utf8');
  try {
    const { data, body } = splitFrontmatter(source, file);
    const outline = outlineMarkdown(body, getBodyFirstLine(source, body), file);
    return { page, slug, header: isRecord(data) ? data : {}, headingIds: outline.headingIds };
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    // Its header's own error is reported on it; a link to it still finds the template's ids.
    return { page, slug, header: {}, headingIds: new Set() };
  }
}

/** What each page has of what its template draws only sometimes (`TemplateCondition`). */
function findConditions(
  file: CatalogFile,
  files: readonly CatalogFile[],
  publishedArticles: ReadonlySet<string>,
): Set<TemplateCondition> {
  const conditions = new Set<TemplateCondition>();
  const cases = files.filter((other) => other.page === 'project');
  if (file.page === 'service') {
    if (cases.some((other) => other.header.service === file.slug)) conditions.add('projects');
    const articles = listOf(file.header.articles);
    if (articles.some((slug) => publishedArticles.has(String(slug)))) conditions.add('articles');
    return conditions;
  }
  if (listOf(file.header.results).length > 0) conditions.add('results');
  const service = file.header.service;
  if (cases.some((other) => other !== file && other.header.service === service)) {
    conditions.add('otherCases');
  }
  return conditions;
}

/** A service's or a case's page as a link's `#anchor` sees it: its kind and the ids it draws. */
export type CatalogPageAnchors = { page: 'service' | 'project'; anchors: ReadonlySet<string> };

/**
 * The page of each service and case, by path, with the ids a link may name on it: its Markdown's
 * h2 and h3, and those its template draws (`listTemplateAnchors`), as the page would draw them
 * with `publishedArticles` published.
 */
export function readCatalogAnchors(
  publishedArticles: ReadonlySet<string>,
): Map<string, CatalogPageAnchors> {
  const files = listCatalogFiles().map(readCatalogFile);
  return new Map(
    files.map((file) => {
      const pagePath = file.page === 'service' ? getServicePath(file) : getProjectPath(file);
      const template = listTemplateAnchors(
        file.page,
        findConditions(file, files, publishedArticles),
      );
      return [pagePath, { page: file.page, anchors: new Set([...file.headingIds, ...template]) }];
    }),
  );
}
