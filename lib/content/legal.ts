// lib/content: build time (Node, server components). Loads and validates the legal texts of content/legal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { getLinkTargets } from '../blog/articles';
import { checkLegalText } from '../review/legal-check';
import { formatProblem } from '../review/problem';
import { onContentRevision } from './content-cache';
import { describeContentError } from './content-error';
import { splitFrontmatter } from './frontmatter';
import {
  findLegalFile,
  LEGAL_DIR,
  legalFrontmatterSchema,
  legalPlaceholders,
  PLACEHOLDER,
  type LegalSlug,
} from './legal-files';
import { renderMarkdown, type MarkdownOptions, type SectionClassNames } from './markdown';

export {
  legalFrontmatterSchema,
  legalPlaceholders,
  legalSlugs,
  type LegalSlug,
} from './legal-files';

/** A legal text ready to render: its header and its Markdown body, placeholders filled in. */
export type LegalContent = z.infer<typeof legalFrontmatterSchema> & {
  body: string;
  format: 'md' | 'mdx';
  sourceFile: string;
};

function fillPlaceholders(text: string, file: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = legalPlaceholders[name];
    if (value === undefined) {
      throw new Error(
        `${file}: {{${name}}} no existe; usa uno de: ${Object.keys(legalPlaceholders).join(', ')}`,
      );
    }
    return value;
  });
}

/**
 * Validates one legal text (`file` is the path shown in errors; its extension picks Markdown or
 * MDX) and fills in its placeholders. Throws an Error naming the file and the field.
 */
export function parseLegalContent(source: string, file: string): LegalContent {
  const { data, body } = splitFrontmatter(source, file);
  const result = legalFrontmatterSchema.safeParse(data);
  if (!result.success) throw new Error(describeContentError(file, result.error));
  const format = file.endsWith('.mdx') ? 'mdx' : 'md';
  const tag = /<[A-Z][A-Za-z0-9]*/.exec(body);
  if (format === 'md' && tag) {
    throw new Error(`${file}: ${tag[0]}>: los componentes solo se pueden usar en archivos .mdx`);
  }
  return {
    ...result.data,
    lead: fillPlaceholders(result.data.lead, file),
    body: fillPlaceholders(body.trim(), file),
    format,
    sourceFile: file,
  };
}

/** The legal texts read so far, until content/ changes. */
const getReadTexts = onContentRevision(() => new Map<LegalSlug, LegalContent>());

/**
 * The legal text published at `/{slug}`: `content/legal/{slug}.md` or `.mdx`. A problem of its
 * header, a `{{dato}}` the site does not know, or a link, anchor or image that leads nowhere
 * fails naming the file, line and column, as in an article.
 */
export function getLegalContent(slug: LegalSlug): LegalContent {
  const read = getReadTexts();
  const cached = read.get(slug);
  if (cached) return cached;
  const file = findLegalFile(slug);
  if (!file) throw new Error(`${LEGAL_DIR}/${slug}.md: no existe (ni su versión .mdx)`);
  const source = readFileSync(path.join(process.cwd(), file), 'utf8');
  // Under `npm run dev`, as a build checked every legal text before it started: each problem
  // with its line and column.
  const targets = getLinkTargets();
  const problems = targets ? checkLegalText(file, source, targets).problems : [];
  if (problems.length > 0) {
    throw new Error(`Hay errores en ${file}:\n- ${problems.map(formatProblem).join('\n- ')}`);
  }
  const content = parseLegalContent(source, file);
  read.set(slug, content);
  return content;
}

/**
 * Renders a legal text in numbered sections, one per h2, with the components its MDX may use.
 * A tag, expression or import the components do not allow fails naming the file.
 */
export async function renderLegalContent(
  content: LegalContent,
  components: MarkdownOptions['components'],
  sections: SectionClassNames,
) {
  try {
    return await renderMarkdown(content.body, {}, { format: content.format, components, sections });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${content.sourceFile}: ${reason}`, { cause: error });
  }
}
