import type { ReactNode } from 'react';
import { Button } from './button';
import { SearchIcon } from './icons';
import styles from './search-empty-state.module.scss';

type SearchEmptyStateProps = {
  title: string;
  /** The title's level where the state appears (h3 by default). */
  headingLevel?: 'h2' | 'h3';
  /** What to try next. */
  children: ReactNode;
  /** The button that clears the search, e.g. "Limpiar filtros". */
  clearLabel: string;
  onClear: () => void;
};

/** Shown when a search finds nothing: says so, suggests what to try and offers to clear it. */
export function SearchEmptyState({
  title,
  headingLevel: Heading = 'h3',
  children,
  clearLabel,
  onClear,
}: SearchEmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon width={28} height={28} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{children}</p>
      <Button type="button" size="sm" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
