// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { spanishErrorMap } from './spanish-error-map';

// Content is validated at build time only: every zod default message on the server reads in
// Spanish, whichever loader ran the check (zod's documented way to set a locale).
z.config({ localeError: spanishErrorMap });

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      return index === 0 ? String(part) : `.${String(part)}`;
    })
    .join('');
}

/**
 * A problem with one field of a content file: `field` is its path (`['team', 2, 'name']`), empty
 * when the problem is the whole file's. `at` is the path to point at when it differs (an unknown
 * key is the file's problem, found at that key); `line` and `column`, when the place is known
 * without a field (a header that YAML cannot read); `fix`, how to fix it when the message does
 * not say it and "correct the field" would not do.
 */
export type FieldProblem = {
  file: string;
  field: readonly PropertyKey[];
  message: string;
  at?: readonly PropertyKey[];
  line?: number;
  column?: number;
  fix?: string;
};

/**
 * The items whose file has none of `problems`: what `npm run dev` keeps of a folder while some of
 * its files have errors, which each file's own page shows.
 */
export function leaveOutBrokenFiles<T extends { sourceFile: string }>(
  items: readonly T[],
  problems: readonly Pick<FieldProblem, 'file'>[],
): T[] {
  const broken = new Set(problems.map((problem) => problem.file));
  return items.filter((item) => !broken.has(item.sourceFile));
}

/** The problems of a failed content validation, one per zod issue. */
export function toFieldProblems(file: string, error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path,
    message: issue.message,
    ...(issue.code === 'unrecognized_keys' && { at: [...issue.path, issue.keys[0] ?? ''] }),
  }));
}

/**
 * `content/about.json: team[2].name: falta este campo obligatorio`, or without the field; a
 * problem whose place is known ends with it, `… (línea 3, columna 8)`, and then its fix if it
 * has one: `… — escribe el valor entero entre comillas`.
 */
export function formatFieldProblem({
  file,
  field,
  message,
  line,
  column,
  fix,
}: FieldProblem): string {
  const name = formatPath(field);
  const text = name ? `${file}: ${name}: ${message}` : `${file}: ${message}`;
  const placed = line !== undefined ? `${text} (línea ${line}, columna ${column ?? 1})` : text;
  return fix ? `${placed} — ${fix}` : placed;
}

/**
 * One line per problem of a failed content validation, each naming the file and the field, e.g.
 * `content/about.json: team[2].name: falta este campo obligatorio`. A problem with the whole
 * file (no field) reads `content/about.json: campo desconocido: "extra"`.
 */
export function listContentProblems(file: string, error: z.ZodError): string[] {
  return toFieldProblems(file, error).map(formatFieldProblem);
}

/** The problems of a failed content validation as one message, a line per problem. */
export function describeContentError(file: string, error: z.ZodError): string {
  return listContentProblems(file, error).join('\n');
}
