'use client';

import { OUTBOX_FILTERS, type OutboxFilter } from '@/lib/staff-area/client-work-constants';
import type { OutboxPage } from '@/lib/staff-area/client-work-contract';
import { formatCount } from '@/lib/staff-area/dashboard-format';
import styles from './outbox.module.scss';

const FILTER_LABELS = {
  todos: 'Todos',
  pendiente: 'Pendientes',
  enviado: 'Enviados',
  fallido: 'Fallidos',
} as const satisfies Record<OutboxFilter, string>;

type OutboxFiltersProps = {
  filter: OutboxFilter;
  /** The counts of the last answer; none until the first one arrives. */
  counts: OutboxPage['counts'] | null;
  onChange: (filter: OutboxFilter) => void;
};

/** Which messages to see, each with how many there are. */
export function OutboxFilters({ filter, counts, onChange }: OutboxFiltersProps) {
  const countOf = (option: OutboxFilter) =>
    counts &&
    (option === 'todos' ? counts.pendiente + counts.enviado + counts.fallido : counts[option]);
  return (
    <div className={styles.filters} role="group" aria-label="Qué correos ver">
      {OUTBOX_FILTERS.map((option) => {
        const count = countOf(option);
        return (
          <button
            key={option}
            type="button"
            className={styles.filter}
            aria-pressed={filter === option}
            onClick={() => onChange(option)}
          >
            {FILTER_LABELS[option]}
            {count !== null && <span className={styles.count}> ({formatCount(count)})</span>}
          </button>
        );
      })}
    </div>
  );
}
