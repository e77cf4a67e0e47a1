// lib/review: `npm run revisar` (Node). Every problem of the Markdown of content/, by file, line and column.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkArticles, getArticlesDir } from '../blog/articles';
import { getArticlePath } from '../blog/blog';
import { listCatalogFiles, PROJECTS_DIR, SERVICES_DIR } from '../catalog/catalog';
import { checkCatalogContent, indexArticles } from '../catalog/catalog-check';
import { splitFrontmatter } from '../content/frontmatter';
import { findLegalFile, legalSlugs } from '../content/legal-files';
import { getProjectPath, getServicePath } from '../site/paths';
import { checkEditorialWarnings, checkProseWarnings, checkScheduledDate } from './editorial';
import { findField, locateField, positionFieldProblem } from './frontmatter-position';
import { checkImageWeight } from './image-weight';
import { checkLegalText } from './legal-check';
import { sortProblems, type Problem } from './problem';
import { checkRenamedPages } from './renamed-pages';
import {
  createSpellChecker,
  listAcceptedWords,
  listSpellTexts,
  type SpellChecker,
  type SpellText,
} from './spelling';

/** Where the text of a one-line field starts: after its opening quote, if it has one. */
function locateFieldText(source: string, field: string): { line: number; column: number } {
  const at = locateField(source, [field]);
  const quote = source.split('\n')[at.line - 1]?.[at.column - 1];
  return quote === '"' || quote === "'" ? { ...at, column: at.column + 1 } : at;
}

/** Fields of a service's or project's header that are not prose: paths, ids, technologies. */
const NOT_PROSE = new Set([
  'slug',
  'icon',
  'darkIcon',
  'image',
  'url',
  'client',
  'service',
  'articles',
  'stack',
  'ortografia',
]);

/** The prose of a header (every text field but `NOT_PROSE`), each where its text starts. */
function listHeaderTexts(source: string, data: unknown, at: PropertyKey[] = []): SpellText[] {
  if (typeof data === 'string') {
    const place = findField(source, at);
    if (!place) return [];
    const quote = source.split('\n')[place.line - 1]?.[place.column - 1];
    const column = quote === '"' || quote === "'" ? place.column + 1 : place.column;
    return [{ text: data, line: place.line, column }];
  }
  if (Array.isArray(data))
    return data.flatMap((item, index) => listHeaderTexts(source, item, [...at, index]));
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) =>
      at.length === 0 && NOT_PROSE.has(key) ? [] : listHeaderTexts(source, value, [...at, key]),
    );
  }
  return [];
}

/** The prose of a Markdown file's header, or none when it cannot be read. */
function readHeaderTexts(file: string, source: string): SpellText[] {
  try {
    return listHeaderTexts(source, splitFrontmatter(source, file).data);
  } catch {
    return [];
  }
}

const readSource = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

/** The files `reviewContent` reviews: every article, service, project and legal text, from the project root. */
export function listReviewedFiles(): string[] {
  const articlesDir = getArticlesDir();
  const articles = readdirSync(articlesDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.relative(process.cwd(), path.join(articlesDir, name)));
  const legal = legalSlugs.flatMap((slug) => findLegalFile(slug) ?? []);
  return [...articles, ...listCatalogFiles(), ...legal];
}

export type ReviewOptions = {
  /** Only these files (paths from the project root); every article and legal text without it. */
  files?: readonly string[];
  /** The spelling checker to reuse; one is created otherwise. */
  spellChecker?: SpellChecker;
};

/**
 * Reviews the articles and the legal texts: the errors a build refuses (front matter, links,
 * anchors, images) and the editor's warnings (spelling, title and description lengths, first
 * keyword, length, readability, heavy images). Problems come sorted by file, line and column.
 */
export async function reviewContent({ files, spellChecker }: ReviewOptions = {}): Promise<
  Problem[]
> {
  const wanted = files && new Set(files.map((file) => path.normalize(file)));
  const isWanted = (file: string) => !wanted || wanted.has(path.normalize(file));
  const check = checkArticles();
  const spell = spellChecker ?? (await createSpellChecker());
  const problems: Problem[] = [...check.linkProblems, ...check.templateProblems];
  const sources = new Map<string, string>();
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (source === undefined) {
      source = readSource(file);
      sources.set(file, source);
    }
    return source;
  };
  for (const problem of check.fieldProblems) {
    if (isWanted(problem.file))
      problems.push(positionFieldProblem(problem, sourceOf(problem.file)));
  }
  const articles = new Map(check.articles.map((article) => [article.sourceFile, article]));
  for (const [file, outline] of check.outlines) {
    if (!isWanted(file)) continue;
    const source = sourceOf(file);
    const article = articles.get(file);
    if (!article) {
      problems.push(...spell(file, listSpellTexts(outline), listAcceptedWords(outline)));
      continue;
    }
    problems.push(
      ...checkEditorialWarnings(file, source, article, outline),
      ...checkScheduledDate(file, source, article),
      ...checkProseWarnings(file, outline),
    );
    const fieldText = (field: 'title' | 'description') => ({
      text: article[field],
      ...locateFieldText(source, field),
    });
    problems.push(
      ...spell(
        file,
        [fieldText('title'), fieldText('description'), ...listSpellTexts(outline)],
        listAcceptedWords(outline, article.ortografia),
      ),
    );
    const cover = article.photoCover
      ? []
      : [{ src: article.image, ...locateField(source, ['image']) }];
    const images = outline.images.map(({ url, line, column }) => ({ src: url, line, column }));
    problems.push(
      ...(await checkImageWeight(file, [...cover, ...images], check.targets.publicDir)),
    );
  }
  const catalog = checkCatalogContent(indexArticles(check), check.targets, {
    editing: files,
  });
  problems.push(...catalog.linkProblems, ...catalog.sectionProblems);
  for (const problem of catalog.fieldProblems) {
    problems.push(positionFieldProblem(problem, sourceOf(problem.file)));
  }
  // Given a service or a project, the checks across the catalog show whole, each problem on the
  // file that must change: a renamed service's projects, not only the service.
  const catalogFiles = new Set(listCatalogFiles());
  const editingCatalog = !wanted || [...wanted].some((file) => catalogFiles.has(file));
  const collection = catalog.collectionProblems
    .filter((problem) => editingCatalog || isWanted(problem.file))
    .map((problem) => positionFieldProblem(problem, sourceOf(problem.file)));
  const catalogWords = new Map(
    [...catalog.services, ...catalog.projects].map((item) => [item.sourceFile, item.ortografia]),
  );
  for (const [file, outline] of catalog.outlines) {
    if (!isWanted(file)) continue;
    const source = sourceOf(file);
    const texts = [...readHeaderTexts(file, source), ...listSpellTexts(outline)];
    problems.push(...spell(file, texts, listAcceptedWords(outline, catalogWords.get(file))));
    problems.push(...checkProseWarnings(file, outline));
  }
  for (const slug of legalSlugs) {
    const file = findLegalFile(slug);
    if (!file || !isWanted(file)) continue;
    const legal = checkLegalText(file, sourceOf(file), check.targets);
    problems.push(...legal.problems);
    if (legal.outline) {
      const { outline } = legal;
      problems.push(...spell(file, listSpellTexts(outline), listAcceptedWords(outline)));
      problems.push(...checkProseWarnings(file, outline));
    }
  }
  problems.push(
    ...checkRenamedPages([
      { dir: getArticlesDir(), pathOf: getArticlePath },
      { dir: path.resolve(SERVICES_DIR), pathOf: getServicePath },
      { dir: path.resolve(PROJECTS_DIR), pathOf: getProjectPath },
    ]),
  );
  return sortProblems([...problems.filter((problem) => isWanted(problem.file)), ...collection]);
}
