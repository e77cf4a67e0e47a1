import { formatCount, formatShortDay } from '@/lib/staff-area/dashboard-format';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import styles from './data-table.module.scss';

/** The charts' numbers as a table: each point's first day, this period's and the previous one's. */
export function TrendTable({ series }: { series: DashboardData['series'] }) {
  return (
    <div className={styles.scroll} role="region" aria-label="Tabla de la gráfica" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Visitas y clics en WhatsApp en el tiempo</caption>
        <thead>
          <tr>
            <th scope="col">Desde</th>
            <th scope="col" className={styles.number}>
              Visitas
            </th>
            <th scope="col" className={styles.number}>
              Visitas (periodo anterior)
            </th>
            <th scope="col" className={styles.number}>
              Clics en WhatsApp
            </th>
            <th scope="col" className={styles.number}>
              Clics (periodo anterior)
            </th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.start}>
              <th scope="row">
                {formatShortDay(point.start)}
                {point.unfinished && ' (en curso)'}
              </th>
              <td className={styles.number}>{formatCount(point.visits)}</td>
              <td className={styles.number}>{formatCount(point.previousVisits)}</td>
              <td className={styles.number}>{formatCount(point.clicks)}</td>
              <td className={styles.number}>{formatCount(point.previousClicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
