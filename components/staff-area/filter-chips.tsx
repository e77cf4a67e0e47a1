'use client';

import { formatDevice, formatPlace } from '@/lib/staff-area/dashboard-format';
import { FILTER_LABELS } from '@/lib/staff-area/dashboard-view';
import { FILTER_KEYS } from '@/lib/staff-area/staff-constants';
import type { DashboardFilters, FilterKey } from '@/lib/staff-area/staff-contract';
import styles from './filter-chips.module.scss';

/** How a chip names a value the data keeps as an id. */
const FORMATS: Partial<Record<FilterKey, (value: string) => string>> = {
  dispositivo: formatDevice,
  lugar: formatPlace,
};

type FilterChipsProps = { filters: DashboardFilters; onRemove: (key: FilterKey) => void };

/** The filters the whole dashboard is narrowed by, each one removable; nothing without one. */
export function FilterChips({ filters, onRemove }: FilterChipsProps) {
  const active = FILTER_KEYS.filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <div className={styles.chips}>
      <h2 className={styles.title}>Filtros</h2>
      <ul className={styles.list}>
        {active.map((key) => {
          const value = filters[key] ?? '';
          const label = `${FILTER_LABELS[key]}: ${FORMATS[key]?.(value) ?? value}`;
          return (
            <li key={key} className={styles.chip}>
              <span className={styles.text}>{label}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`Quitar filtro ${label}`}
                onClick={() => onRemove(key)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
