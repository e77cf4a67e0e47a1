// lib/content: build time (Node, server components). Reads the YAML header of the Markdown files of content/.
import { parse as parseYaml } from 'yaml';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * Splits a Markdown file into its parsed YAML header (not yet validated) and its body. A missing or
 * malformed header throws an Error that starts with `file`.
 */
export function splitFrontmatter(source: string, file: string): { data: unknown; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error(`${file}: falta el encabezado YAML entre líneas "---"`);
  try {
    return { data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${file}: el encabezado YAML no es válido (${reason})`);
  }
}
