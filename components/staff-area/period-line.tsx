import { formatDayRange } from '@/lib/staff-area/dashboard-format';
import { describeComparison, formatClock } from '@/lib/staff-area/period-labels';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import styles from './staff-dashboard.module.scss';

/**
 * The line above the figures: the period, what it is compared with and how, and, while its last
 * day is under way, that this day counts only so far.
 */
export function PeriodLine({ data }: { data: DashboardData }) {
  const { period, previous, series } = data;
  const underWay = series.at(-1)?.partial === 'en-curso';
  return (
    <p className={styles.period}>
      {previous.until ? (
        <>
          Hoy, <strong>{formatDayRange(period.from, period.to)}</strong>, hasta las{' '}
          {formatClock(previous.until)}
        </>
      ) : (
        <>
          Del periodo <strong>{formatDayRange(period.from, period.to)}</strong>
        </>
      )}
      , comparado con <strong>{describeComparison(period, previous)}</strong>.
      {underWay && !previous.until && ' Hoy cuenta solo hasta ahora.'}
    </p>
  );
}
