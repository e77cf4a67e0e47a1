// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
import type { z } from 'zod';

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => {
      if (typeof part === 'number') return `[${part}]`;
      return index === 0 ? String(part) : `.${String(part)}`;
    })
    .join('');
}

/**
 * Turns a failed content validation into one message per problem, each naming the file and the
 * field, e.g. `content/about.json: team[2].name: Invalid input: expected string, received undefined`.
 */
export function describeContentError(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = formatPath(issue.path);
      return field ? `${file}: ${field}: ${issue.message}` : `${file}: ${issue.message}`;
    })
    .join('\n');
}
