'use client';

import { useRef, type ReactNode } from 'react';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { SearchEmptyState } from '@/components/ui/search-empty-state';
import { SearchField } from '@/components/ui/search-field';
import { buildSearchQuery, filterByText, hasQuery, readSearchQuery } from '@/lib/site/text-search';
import gridStyles from './article-grid.module.scss';
import styles from './blog-search.module.scss';

export type BlogSearchItem = {
  slug: string;
  /** What the search looks at (see `searchTextOf`). */
  text: string;
  /** The article's card, rendered on the server. */
  card: ReactNode;
};

type BlogSearchProps = {
  /** Every published article, newest first. */
  items: readonly BlogSearchItem[];
  /** The page's own list and pagination, shown while there is no query. */
  children: ReactNode;
};

/** "1 artículo encontrado", "12 artículos encontrados". */
function formatFoundArticles(count: number): string {
  return count === 1 ? '1 artículo encontrado' : `${count} artículos encontrados`;
}

/**
 * Searches every published article, not just this page's: while there is a query (kept in the
 * URL as ?q=…), the matching cards replace the page's list. The exported HTML is the page's list.
 */
export function BlogSearch({ items, children }: BlogSearchProps) {
  const [search, replaceSearch] = useUrlSearch();
  const searchRef = useRef<HTMLInputElement>(null);
  const query = readSearchQuery(search);
  const searching = hasQuery(query);
  const matches = searching ? filterByText(items, query, (item) => item.text) : [];

  function clearSearch() {
    replaceSearch('');
    searchRef.current?.focus();
  }

  return (
    <>
      <div className={styles.controls}>
        <SearchField
          ref={searchRef}
          label="Buscar en el blog"
          placeholder="Ej. SEO, hosting, WordPress"
          hint="Busca en todos los artículos por título, tema, categoría o palabra clave; no importan los acentos."
          value={query}
          onChange={(next) => replaceSearch(buildSearchQuery(next))}
        />
        <div className={styles.summary}>
          <p className={styles.count} aria-live="polite">
            {searching ? formatFoundArticles(matches.length) : ''}
          </p>
          {searching && matches.length > 0 && (
            <button type="button" className={styles.clear} onClick={clearSearch}>
              Borrar búsqueda
            </button>
          )}
        </div>
      </div>
      {searching && matches.length > 0 && (
        <ul className={gridStyles.grid}>
          {matches.map((item) => (
            <li key={item.slug} className={gridStyles.item}>
              {item.card}
            </li>
          ))}
        </ul>
      )}
      {searching && matches.length === 0 && (
        <SearchEmptyState
          title="No encontramos artículos con esa búsqueda"
          headingLevel="h2"
          clearLabel="Ver todos los artículos"
          onClear={clearSearch}
        >
          Revisa cómo está escrita la palabra o prueba con un tema más general; también puedes
          volver a ver todos los artículos.
        </SearchEmptyState>
      )}
      <div hidden={searching}>{children}</div>
    </>
  );
}
