'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { Button } from '@/components/ui/button';
import { SearchEmptyState } from '@/components/ui/search-empty-state';
import { SearchField } from '@/components/ui/search-field';
import { searchTextOf } from '@/lib/blog/article-search';
import { buildSearchQuery, filterByText, hasQuery, readSearchQuery } from '@/lib/site/text-search';
import { ArticleGrid } from './article-grid';
import { useSearchIndex } from './use-search-index';
import styles from './blog-search.module.scss';

/** How many results a search shows at first, and how many more each "Ver más" adds. */
export const RESULTS_PER_STEP = 12;

type BlogSearchProps = {
  /** The search index of every published article (`getSearchIndexFile().url`). */
  indexUrl: string;
  /** The page's own list and pagination, shown while there is no query. */
  children: ReactNode;
};

/** "1 artículo encontrado", "12 artículos encontrados". */
function formatFoundArticles(count: number): string {
  return count === 1 ? '1 artículo encontrado' : `${count} artículos encontrados`;
}

/**
 * Searches every published article, not just this page's. The page carries only its own cards;
 * the index of all articles is fetched when the visitor first focuses or types in the field (or
 * opens a URL with ?q=…). While there is a query and the index has arrived, the matching cards
 * replace the page's list, 12 at a time. If the index cannot be fetched, the page's list stays.
 */
export function BlogSearch({ indexUrl, children }: BlogSearchProps) {
  const [search, replaceSearch] = useUrlSearch();
  const [index, loadIndex] = useSearchIndex(indexUrl);
  const [shown, setShown] = useState({ query: '', count: RESULTS_PER_STEP });
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  const firstNewResult = useRef<number | null>(null);
  const query = readSearchQuery(search);
  const searching = hasQuery(query);
  const ready = index.status === 'ready';
  const matches = searching && ready ? filterByText(index.articles, query, searchTextOf) : [];
  const visibleCount = shown.query === query ? shown.count : RESULTS_PER_STEP;

  useEffect(() => {
    if (searching) loadIndex();
    // Only a new query (typed before hydration, or restored from the URL) asks for the index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching]);

  useEffect(() => {
    if (firstNewResult.current === null) return;
    const item = resultsRef.current?.children[firstNewResult.current];
    item?.querySelector<HTMLAnchorElement>('h2 a')?.focus();
    firstNewResult.current = null;
  }, [visibleCount]);

  function clearSearch() {
    replaceSearch('');
    searchRef.current?.focus();
  }

  function showMore() {
    firstNewResult.current = visibleCount;
    setShown({ query, count: visibleCount + RESULTS_PER_STEP });
  }

  let status = '';
  if (searching && index.status === 'loading') status = 'Buscando…';
  if (searching && ready) status = formatFoundArticles(matches.length);
  const remaining = matches.length - visibleCount;

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
          onFocus={loadIndex}
        />
        <div className={styles.summary}>
          <p className={styles.count} aria-live="polite">
            {status}
          </p>
          {searching && matches.length > 0 && (
            <button type="button" className={styles.clear} onClick={clearSearch}>
              Borrar búsqueda
            </button>
          )}
        </div>
        {searching && index.status === 'error' && (
          <div className={styles.error} role="alert">
            <p>
              No pudimos cargar la búsqueda: revisa tu conexión e inténtalo de nuevo. Mientras
              tanto, aquí siguen los artículos de esta página.
            </p>
            <Button type="button" size="sm" variant="secondary" onClick={loadIndex}>
              Reintentar
            </Button>
          </div>
        )}
      </div>
      {matches.length > 0 && (
        <>
          <ArticleGrid ref={resultsRef} articles={matches.slice(0, visibleCount)} />
          {remaining > 0 && (
            <div className={styles.more}>
              <Button type="button" variant="secondary" onClick={showMore}>
                Ver más artículos ({remaining} restantes)
              </Button>
            </div>
          )}
        </>
      )}
      {searching && ready && matches.length === 0 && (
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
      <div hidden={searching && ready}>{children}</div>
    </>
  );
}
