// lib/content: build time (Node, server components). Loads and validates the JSON files of content/.
/** True for a plain JSON object (not null, not an array), whose keys can then be checked. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
