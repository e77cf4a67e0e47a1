// lib/content: build time (Node, server components). Reads the YAML header of the Markdown files of content/.
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { formatFieldProblem, type FieldProblem } from './content-error';
import { describeYamlError } from './syntax-error';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A Markdown file without a readable YAML header; `line` and `column` say where (from 1). */
export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line = 1,
    readonly column = 1,
  ) {
    super(formatFieldProblem({ file, field: [], message: reason, line, column }));
  }

  /** The error as a problem of the whole file, at its place. */
  toFieldProblem(): FieldProblem {
    const { file, reason: message, line, column } = this;
    return { file, field: [], message, line, column };
  }
}

/**
 * Splits a Markdown file into its parsed YAML header (not yet validated) and its body. A missing or
 * malformed header throws a FrontmatterError, whose message starts with `file`.
 */
export function splitFrontmatter(source: string, file: string): { data: unknown; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new FrontmatterError(file, 'falta el encabezado YAML entre líneas "---"');
  try {
    return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const { reason, line, column } = describeYamlError(error);
    // The header starts on the file's second line, under the opening "---".
    throw new FrontmatterError(
      file,
      `el encabezado YAML no es válido: ${reason}`,
      line + 1,
      column,
    );
  }
}
