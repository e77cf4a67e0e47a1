'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { buildSearchQuery, hasQuery, readSearchQuery } from '@/lib/site/text-search';
import { useSearchIndex } from './use-search-index';
import styles from './blog-search.module.scss';

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
 * the index of all articles, and the code that searches it, are fetched when the visitor first
 * focuses or types in the field (or opens a URL with ?q=…). While there is a query and the index has arrived, the matching cards
 * replace the page's list, 12 at a time. If the index cannot be fetched, the page's list stays.
 */
export function BlogSearch({ indexUrl, children }: BlogSearchProps) {
  const [search, replaceSearch] = useUrlSearch();
  const [index, loadIndex] = useSearchIndex(indexUrl);
  const searchRef = useRef<HTMLInputElement>(null);
  const query = readSearchQuery(search);
  const searching = hasQuery(query);
  const ready = index.status === 'ready';
  const matches = searching && ready ? index.engine.findArticles(index.articles, query) : [];

  useEffect(() => {
    if (searching) loadIndex();
    // Only a new query (typed before hydration, or restored from the URL) asks for the index.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searching]);

  function clearSearch() {
    replaceSearch('');
    searchRef.current?.focus();
  }

  let status = '';
  if (searching && index.status === 'loading') status = 'Buscando…';
  if (searching && ready) status = formatFoundArticles(matches.length);

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
      {searching && ready && (
        <index.engine.SearchResults key={query} matches={matches} onClear={clearSearch} />
      )}
      <div hidden={searching && ready}>{children}</div>
    </>
  );
}
