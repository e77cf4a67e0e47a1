// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toFieldProblems } from '../content/content-error';
import { FrontmatterError, splitFrontmatter } from '../content/frontmatter';
import {
  findLegalFile,
  legalFrontmatterSchema,
  legalPlaceholders,
  legalSlugs,
  PLACEHOLDER,
} from '../content/legal-files';
import { findClosest } from './closest';
import { positionFieldProblem } from './frontmatter-position';
import { checkMarkdownBody } from './link-check';
import { getLegalAnchors, type LinkTargets } from './link-targets';
import { getBodyFirstLine, outlineMarkdown, type MarkdownOutline } from './markdown-outline';
import { positionAt, type Problem } from './problem';

/** A legal text's errors, and the outline of its body when its header could be read. */
export type LegalCheck = { problems: Problem[]; outline?: MarkdownOutline };

/**
 * A legal text's errors, each at its line and column: its header, every `{{dato}}` the site does
 * not know, its links and images and what its page becomes. `source` is the whole file. The
 * build (before it starts), `npm run revisar` and `npm run dev` all ask this one function.
 */
export function checkLegalText(file: string, source: string, targets: LinkTargets): LegalCheck {
  let header: { data: unknown; body: string };
  try {
    header = splitFrontmatter(source, file);
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    return { problems: [positionFieldProblem(error.toFieldProblem(), source)] };
  }
  const parsed = legalFrontmatterSchema.safeParse(header.data);
  const problems = parsed.success
    ? []
    : toFieldProblems(file, parsed.error).map((problem) => positionFieldProblem(problem, source));
  // The lead is filled in as the body is.
  const known = Object.keys(legalPlaceholders);
  for (const match of source.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (legalPlaceholders[name] !== undefined) continue;
    const closest = findClosest(name, known);
    problems.push({
      file,
      ...positionAt(source, match.index),
      severity: 'error',
      message: `${match[0]} no es un dato que el sitio conozca`,
      fix: `${closest ? `¿quisiste decir {{${closest}}}? ` : ''}Usa uno de: ${known.join(', ')}`,
    });
  }
  const outline = outlineMarkdown(header.body, getBodyFirstLine(source, header.body), file);
  const anchors = getLegalAnchors(outline);
  problems.push(
    ...checkMarkdownBody(outline, { file, anchors, published: true, page: 'legal' }, targets),
  );
  return { problems, outline };
}

/** The errors of every legal text of content/legal (`checkLegalText`). */
export function checkAllLegalTexts(targets: LinkTargets): Problem[] {
  return legalSlugs.flatMap((slug) => {
    const file = findLegalFile(slug);
    if (!file) return [];
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    return checkLegalText(file, source, targets).problems;
  });
}
