import type { ReactNode } from 'react';
import { Button } from './button';
import { SearchIcon } from './icons';
import styles from './search-empty-state.module.scss';

type SearchEmptyStateProps = {
  title: string;
  /** What to try next. */
  children: ReactNode;
  /** The button that clears the search, e.g. "Limpiar filtros". */
  clearLabel: string;
  onClear: () => void;
};

/** Shown when a search finds nothing: says so, suggests what to try and offers to clear it. */
export function SearchEmptyState({ title, children, clearLabel, onClear }: SearchEmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon width={28} height={28} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{children}</p>
      <Button type="button" size="sm" onClick={onClear}>
        {clearLabel}
      </Button>
    </div>
  );
}
