// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/** The URL parameter a page's text search lives in: "/blog?q=seo". */
export const QUERY_PARAM = 'q';

/** Lower-cases text and strips accents and extra spaces, so "Café  " and "cafe" compare equal. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a query has something to search for (not only spaces). */
export function hasQuery(query: string): boolean {
  return normalizeText(query) !== '';
}

/**
 * Whether the text holds every word of the query, anywhere and in any order, ignoring case and
 * accents. An empty query matches everything.
 */
export function matchesEveryWord(text: string, query: string): boolean {
  const words = normalizeText(query).split(' ').filter(Boolean);
  const haystack = normalizeText(text);
  return words.every((word) => haystack.includes(word));
}

/** The items whose text (as `textOf` tells) holds every word of the query, in their order. */
export function filterByText<T>(
  items: readonly T[],
  query: string,
  textOf: (item: T) => string,
): T[] {
  return items.filter((item) => matchesEveryWord(textOf(item), query));
}

/** The text query of a URL query string such as "?q=cafe" ('' when there is none). */
export function readSearchQuery(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAM) ?? '';
}

/** The URL query string for a text query ("" when it is empty), for a shareable view. */
export function buildSearchQuery(query: string): string {
  return hasQuery(query) ? `?${new URLSearchParams({ [QUERY_PARAM]: query })}` : '';
}
