// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { describeContentError, formatFieldProblem } from './content-error';
import { describeJsonError } from './syntax-error';
// Read for nothing but its place in the module graph: under `npm run dev` a saved JSON file
// then re-renders the open page that reads it (see content-revision.ts).
import './content-revision';

/**
 * Validates already-read content against its schema. Throws an Error with one line per problem,
 * each naming the file and the field (`content/home.json: projects[2].url: …`).
 */
export function parseContent<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(describeContentError(file, result.error));
  return result.data;
}

/**
 * Reads `file` (a JSON file relative to the project root, e.g. `content/home.json`), parses and
 * validates it. Any problem fails with an Error naming the file and each wrong field.
 */
export function loadContentJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  let text: string;
  try {
    text = readFileSync(path.join(process.cwd(), file), 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}: no se pudo leer (${reason})`);
  }
  return parseContent(file, schema, parseJson(file, text));
}

/** `text` as JSON; a syntax error fails naming the file, line and column, in Spanish. */
function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const { reason, line, column } = describeJsonError(error, text);
    throw new Error(
      formatFieldProblem({
        file,
        field: [],
        message: `no es JSON válido: ${reason}`,
        line,
        column,
      }),
    );
  }
}
