import { formatCount } from '@/lib/staff-area/dashboard-format';
import { formatPoint, formatPreviousDays } from '@/lib/staff-area/period-labels';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import styles from './data-table.module.scss';

const COLUMNS = [
  'Visitas',
  'Clics en WhatsApp',
  'Comparado con',
  'Visitas antes',
  'Clics antes',
] as const;

/**
 * The charts' numbers as a table: each point's days (and why it is partial), its figures, the
 * days it is compared with and theirs. A figure not counted, or a day without counterpart, is
 * «—». On a phone each row is a card, each figure with its column's name.
 */
export function TrendTable({ data }: { data: DashboardData }) {
  const { series, grouping, previous, clicksCounted } = data;
  const count = (value: number | null, counted = true) =>
    value === null || !counted ? '—' : formatCount(value);
  return (
    <div className={styles.scroll} role="region" aria-label="Tabla de la gráfica" tabIndex={0}>
      <table className={`${styles.table} ${styles.cards}`}>
        <caption className={styles.caption}>Visitas y clics en WhatsApp en el tiempo</caption>
        <thead>
          <tr>
            <th scope="col">Periodo</th>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'Comparado con' ? undefined : styles.number}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((point) => {
            const cells = [
              count(point.visits),
              count(point.clicks, clicksCounted),
              formatPreviousDays(point, previous),
              count(point.previousVisits),
              count(point.previousClicks, clicksCounted),
            ];
            return (
              <tr key={point.start}>
                <th scope="row">{formatPoint(point, grouping)}</th>
                {cells.map((cell, index) => (
                  <td
                    key={COLUMNS[index]}
                    data-label={COLUMNS[index]}
                    className={COLUMNS[index] === 'Comparado con' ? styles.text : styles.number}
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
  );
}
