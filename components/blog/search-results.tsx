'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchEmptyState } from '@/components/ui/search-empty-state';
import { searchTextOf, type ArticleCardData } from '@/lib/blog/article-search';
import { filterByText } from '@/lib/site/text-search';
import { ArticleGrid } from './article-grid';
import styles from './blog-search.module.scss';

// The part of the blog's search that reads the index and draws results. The page loads it
// when the field is first used, beside the index itself (use-search-index.ts).

export { readSearchIndex } from '@/lib/blog/article-search';

/** How many results a search shows at first, and how many more each "Ver más" adds. */
export const RESULTS_PER_STEP = 12;

/** The articles that match `query`, ignoring accents and case. */
export function findArticles(articles: ArticleCardData[], query: string): ArticleCardData[] {
  return filterByText(articles, query, searchTextOf);
}

type SearchResultsProps = {
  matches: ArticleCardData[];
  /** Empties the search: the page's own list comes back. */
  onClear: () => void;
};

/**
 * The cards of a search's matches, 12 at a time with "Ver más" (which takes the focus to the first
 * new card), or the empty state. Drawn anew (with a key) for each query.
 */
export function SearchResults({ matches, onClear }: SearchResultsProps) {
  const [visibleCount, setVisibleCount] = useState(RESULTS_PER_STEP);
  const resultsRef = useRef<HTMLUListElement>(null);
  const firstNewResult = useRef<number | null>(null);

  useEffect(() => {
    if (firstNewResult.current === null) return;
    const item = resultsRef.current?.children[firstNewResult.current];
    item?.querySelector<HTMLAnchorElement>('h2 a')?.focus();
    firstNewResult.current = null;
  }, [visibleCount]);

  if (matches.length === 0)
    return (
      <SearchEmptyState
        title="No encontramos artículos con esa búsqueda"
        headingLevel="h2"
        clearLabel="Ver todos los artículos"
        onClear={onClear}
      >
        Revisa cómo está escrita la palabra o prueba con un tema más general; también puedes volver
        a ver todos los artículos.
      </SearchEmptyState>
    );

  const remaining = matches.length - visibleCount;
  function showMore() {
    firstNewResult.current = visibleCount;
    setVisibleCount(visibleCount + RESULTS_PER_STEP);
  }
  return (
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
  );
}
