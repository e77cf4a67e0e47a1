import { useId } from 'react';
import type { DirectoryCategory } from '@/lib/directory-filter';
import styles from './category-filter.module.scss';

type CategoryFilterProps = {
  categories: readonly DirectoryCategory[];
  /** The selected category slug, or '' for all. */
  selected: string;
  onSelect: (slug: string) => void;
};

/** Category chips: one pressed at a time, "Todas" shows every category. */
export function CategoryFilter({ categories, selected, onSelect }: CategoryFilterProps) {
  const labelId = useId();
  const options = [{ slug: '', label: 'Todas' }, ...categories];
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.label}>
        Categoría
      </p>
      <div className={styles.chips}>
        {options.map((option) => (
          <button
            key={option.slug || 'todas'}
            type="button"
            className={styles.chip}
            aria-pressed={selected === option.slug}
            onClick={() => onSelect(option.slug)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
