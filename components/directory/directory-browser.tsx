'use client';

import { useRef, type ReactNode } from 'react';
import type { DirectoryEntry } from '@/lib/content/directory';
import {
  filterEntries,
  formatBusinessCount,
  NO_FILTERS,
  type DirectoryCategory,
} from '@/lib/site/directory-filter';
import { SearchEmptyState } from '@/components/ui/search-empty-state';
import { SearchField } from '@/components/ui/search-field';
import { CategoryFilter } from './category-filter';
import { useDirectoryFilters } from './use-directory-filters';
import styles from './directory-browser.module.scss';

type DirectoryBrowserProps = {
  /** Every business with its server-rendered card; non-matching cards are only hidden. */
  items: readonly { entry: DirectoryEntry; card: ReactNode }[];
  categories: readonly DirectoryCategory[];
};

/** Search box, category chips, result count and the list of businesses. */
export function DirectoryBrowser({ items, categories }: DirectoryBrowserProps) {
  const [filters, setFilters] = useDirectoryFilters();
  const searchRef = useRef<HTMLInputElement>(null);
  const isKnownCategory = categories.some((category) => category.slug === filters.category);
  const active = { query: filters.query, category: isKnownCategory ? filters.category : '' };
  const entries = items.map((item) => item.entry);
  const visibleIds = new Set(filterEntries(entries, active).map((entry) => entry.id));
  const hasFilters = active.query.trim() !== '' || active.category !== '';

  function clearFilters() {
    setFilters(NO_FILTERS);
    searchRef.current?.focus();
  }

  return (
    <div className={styles.browser}>
      <div className={styles.controls}>
        <SearchField
          ref={searchRef}
          label="Buscar negocio"
          placeholder="Ej. café, dentista, Mérida"
          hint="Busca por nombre, giro, ciudad o descripción; no importan los acentos."
          value={active.query}
          onChange={(query) => setFilters({ ...active, query })}
        />
        <CategoryFilter
          categories={categories}
          selected={active.category}
          onSelect={(category) => setFilters({ ...active, category })}
        />
      </div>
      <div className={styles.summary}>
        <p className={styles.count} aria-live="polite">
          {formatBusinessCount(visibleIds.size)}
        </p>
        {hasFilters && visibleIds.size > 0 && (
          <button type="button" className={styles.clear} onClick={clearFilters}>
            Limpiar filtros
          </button>
        )}
      </div>
      <ul className={styles.list}>
        {items.map(({ entry, card }) => (
          <li key={entry.id} hidden={!visibleIds.has(entry.id)}>
            {card}
          </li>
        ))}
      </ul>
      {visibleIds.size === 0 && (
        <SearchEmptyState
          title="No encontramos negocios con esa búsqueda"
          clearLabel="Limpiar filtros"
          onClear={clearFilters}
        >
          Prueba con otra palabra o con el nombre de una ciudad, o vuelve a ver todas las
          categorías.
        </SearchEmptyState>
      )}
    </div>
  );
}
