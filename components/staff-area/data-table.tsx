'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { DashboardFilters } from '@/lib/staff-area/staff-contract';
import styles from './data-table.module.scss';

/** Rows a table shows before "Ver las N filas": a year of pages × places runs to hundreds. */
export const VISIBLE_ROWS = 10;

export type DataRow = {
  key: string;
  /** The first cell's text: what the row is (a page, a source…). */
  label: string;
  /** The filters choosing the row sets; none when the row cannot narrow the view. */
  filters?: DashboardFilters;
  /** The accessible name of the row's filter button, e.g. "Filtrar por la página /blog". */
  filterName?: string;
  cells: ReactNode[];
  /** The row's main figure (its first column) as a number: its share of the table's total. */
  value?: number;
};

type DataTableProps = {
  title: string;
  columns: string[];
  rows: DataRow[];
  onFilter: (filters: DashboardFilters) => void;
  /** What an empty table says instead of "Sin datos en este periodo." */
  empty?: string;
  /** The section's own class, e.g. to span the dashboard's grid. */
  className?: string;
};

/** A bar under a row's name: its main figure's share of the table's total. */
function ShareBar({ share }: { share: number }) {
  return (
    <svg
      className={styles.share}
      viewBox="0 0 100 1"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={Math.round(share * 1000) / 10} height="1" />
    </svg>
  );
}

/**
 * A table of the dashboard whose rows each filter the whole view: the first cell is a button,
 * reachable by keyboard, and the stylesheet stretches its target over the row. Each row's name
 * has a bar with its share of the main figure. On a phone each row is a card: its name, then
 * every figure under its column's name, so no column is hidden or cut at the screen's edge.
 * Past VISIBLE_ROWS rows, the rest shows on request; the CSV has them all.
 */
export function DataTable({ title, columns, rows, onFilter, empty, className }: DataTableProps) {
  const [first, ...figures] = columns;
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? rows : rows.slice(0, VISIBLE_ROWS);
  const total = rows.reduce((sum, row) => sum + (row.value ?? 0), 0);
  return (
    <section
      className={className ? `${styles.section} ${className}` : styles.section}
      aria-label={title}
    >
      <h3 className={styles.tableTitle}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty ?? 'Sin datos en este periodo.'}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={`${styles.table} ${styles.cards}`}>
            <thead>
              <tr>
                <th scope="col">{first}</th>
                {figures.map((column) => (
                  <th key={column} scope="col" className={styles.number}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => {
                const { filters } = row;
                return (
                  <tr key={row.key} className={filters ? styles.filterable : undefined}>
                    <th scope="row" className={styles.rowName}>
                      {filters ? (
                        <button
                          type="button"
                          className={styles.filter}
                          aria-label={row.filterName}
                          onClick={() => onFilter(filters)}
                        >
                          {row.label}
                        </button>
                      ) : (
                        row.label
                      )}
                      {total > 0 && row.value !== undefined && (
                        <ShareBar share={row.value / total} />
                      )}
                    </th>
                    {row.cells.map((cell, index) => (
                      <td
                        key={figures[index]}
                        className={styles.number}
                        data-label={figures[index]}
                      >
                        {cell}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > VISIBLE_ROWS && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? `Ver solo las ${VISIBLE_ROWS} primeras` : `Ver las ${rows.length} filas`}
        </Button>
      )}
    </section>
  );
}
