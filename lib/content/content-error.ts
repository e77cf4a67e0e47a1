// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import { z } from 'zod';
import { spanishErrorMap } from './spanish-error-map';

// Content is validated at build time only: every zod default message on the server reads in
// Spanish, whichever loader ran the check (zod's documented way to set a locale).
z.config({ localeError: spanishErrorMap });

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      return index === 0 ? String(part) : `.${String(part)}`;
    })
    .join('');
}

/**
 * One line per problem of a failed content validation, each naming the file and the field, e.g.
 * `content/about.json: team[2].name: falta este campo obligatorio`. A problem with the whole
 * file (no field) reads `content/about.json: campo desconocido: "extra"`.
 */
export function listContentProblems(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = formatPath(issue.path);
    return field ? `${file}: ${field}: ${issue.message}` : `${file}: ${issue.message}`;
  });
}

/** The problems of a failed content validation as one message, a line per problem. */
export function describeContentError(file: string, error: z.ZodError): string {
  return listContentProblems(file, error).join('\n');
}
