// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
import {
  hasQuery,
  matchesEveryWord,
  normalizeText,
  QUERY_PARAM,
  readSearchQuery,
} from './text-search';

/** The fields of a directory entry that the text search looks at. */
export type SearchableEntry = {
  name: string;
  category: string;
  city: string;
  description: string;
};

export type DirectoryFilters = {
  /** Free text, as typed. */
  query: string;
  /** A category slug (see `toCategorySlug`), or '' for every category. */
  category: string;
};

export type DirectoryCategory = { slug: string; label: string };

export const NO_FILTERS: DirectoryFilters = { query: '', category: '' };

const CATEGORY_PARAM = 'categoria';

/** The URL-safe slug of a category: "Restaurantes y cafeterías" → "restaurantes-y-cafeterias". */
export function toCategorySlug(category: string): string {
  return normalizeText(category)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The distinct categories of the entries, sorted alphabetically in Spanish. */
export function listCategories(entries: readonly SearchableEntry[]): DirectoryCategory[] {
  const labels = [...new Set(entries.map((entry) => entry.category))];
  return labels
    .sort((a, b) => a.localeCompare(b, 'es'))
    .map((label) => ({ slug: toCategorySlug(label), label }));
}

/**
 * The entries that match every word of the query (in the name, category, city or description,
 * ignoring case and accents) and belong to the chosen category.
 */
export function filterEntries<T extends SearchableEntry>(
  entries: readonly T[],
  { query, category }: DirectoryFilters,
): T[] {
  return entries.filter((entry) => {
    if (category && toCategorySlug(entry.category) !== category) return false;
    return matchesEveryWord(
      [entry.name, entry.category, entry.city, entry.description].join(' '),
      query,
    );
  });
}

/** Reads the filters from a URL query string such as "?q=cafe&categoria=educacion". */
export function readDirectoryFilters(search: string): DirectoryFilters {
  const params = new URLSearchParams(search);
  return {
    query: readSearchQuery(search),
    category: params.get(CATEGORY_PARAM) ?? '',
  };
}

/** Writes the filters as a URL query string ("" when there are none), for a shareable view. */
export function buildDirectorySearch({ query, category }: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (hasQuery(query)) params.set(QUERY_PARAM, query);
  if (category) params.set(CATEGORY_PARAM, category);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** "1 negocio", "12 negocios". */
export function formatBusinessCount(count: number): string {
  return `${count} ${count === 1 ? 'negocio' : 'negocios'}`;
}
