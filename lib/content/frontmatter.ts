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
    readonly fix?: string,
  ) {
    super(formatFieldProblem({ file, field: [], message: reason, line, column, fix }));
  }

  /** The error as a problem of the whole file, at its place. */
  toFieldProblem(): FieldProblem {
    const { file, reason: message, line, column, fix } = this;
    return { file, field: [], message, line, column, ...(fix && { fix }) };
  }
}

/** The byte order mark some editors write first: invisible, and it hides the opening "---". */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The line that failed, with its value in quotes: `title: Uno: dos` → `title: "Uno: dos"`
 * (single quotes when the value has double ones). Undefined for a line that is not `campo: valor`.
 */
function quoteValue(line: string): string | undefined {
  const parts = /^(\s*(?:- )?[\w-]+:\s+)(.*?)\s*$/.exec(line);
  if (!parts?.[2] || /^["']/.test(parts[2])) return undefined;
  const value = parts[2];
  const quoted = value.includes('"') ? `'${value.replaceAll("'", "''")}'` : `"${value}"`;
  return `${parts[1]}${quoted}`;
}

/**
 * Splits a Markdown file into its parsed YAML header (not yet validated) and its body. A missing or
 * malformed header throws a FrontmatterError, whose message starts with `file`.
 */
export function splitFrontmatter(source: string, file: string): { data: unknown; body: string } {
  if (source.startsWith(BYTE_ORDER_MARK)) {
    throw new FrontmatterError(
      file,
      'el archivo empieza con un carácter invisible (U+FEFF, la marca de orden de bytes o BOM), que oculta la primera línea ---',
      1,
      1,
      'guárdalo como «UTF-8» sin BOM: en VS Code, haz clic en «UTF-8 with BOM» en la barra de abajo, elige «Save with Encoding» y luego «UTF-8»',
    );
  }
  const match = FRONTMATTER.exec(source);
  if (!match) {
    throw new FrontmatterError(
      file,
      'falta el encabezado YAML entre líneas "---"',
      1,
      1,
      'el archivo empieza con una línea ---, sigue con los campos y los cierra con otra línea ---, como en «Añadir un artículo» de docs/editores.md',
    );
  }
  const header = match[1] ?? '';
  try {
    return { data: parseYaml(header), body: match[2] ?? '' };
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const { reason, fix, line, column } = describeYamlError(error);
    const quoted =
      error.code === 'BLOCK_AS_IMPLICIT_KEY'
        ? quoteValue(header.split(/\r?\n/)[line - 1] ?? '')
        : undefined;
    // The header starts on the file's second line, under the opening "---".
    throw new FrontmatterError(
      file,
      `el encabezado YAML no es válido: ${reason}`,
      line + 1,
      column,
      quoted ? `${fix}: ${quoted.trim()}` : fix,
    );
  }
}
