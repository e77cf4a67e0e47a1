import { useEffect, useId, useRef } from 'react';
import type { DirectoryCategory } from '@/lib/site/directory-filter';
import { useScriptReady } from '@/components/hooks/use-script-ready';
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
  const rowRef = useRef<HTMLDivElement>(null);
  const options = [{ slug: '', label: 'Todas' }, ...categories];
  const scriptReady = useScriptReady();
  // On phones the chips scroll sideways: keep the chosen one (e.g. from a shared URL) in view.
  useEffect(() => {
    const row = rowRef.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.left < rowBox.left || chipBox.right > rowBox.right) {
      row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
    }
  }, [selected]);

  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.label}>
        Categoría
      </p>
      <div ref={rowRef} className={styles.chips}>
        {options.map((option) => (
          <button
            key={option.slug || 'todas'}
            type="button"
            className={styles.chip}
            {...scriptReady}
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
