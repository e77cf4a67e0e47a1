import {
  describeChange,
  describePointChange,
  formatCount,
  formatRate,
  formatVisitors,
  VISITORS_NOT_COUNTED,
  type Change,
} from '@/lib/staff-area/dashboard-format';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import styles from './headline-figures.module.scss';

type Totals = DashboardData['totals'];

const ARROWS = { up: '▲', down: '▼', same: '', new: '', none: '' } as const;

/** The period's four figures, each with its change against the previous period. */
export function HeadlineFigures({ totals, previous }: { totals: Totals; previous: Totals }) {
  const figures: { label: string; value: string; change: Change }[] = [
    {
      label: 'Visitas',
      value: formatCount(totals.visits),
      change: describeChange(totals.visits, previous.visits),
    },
    {
      label: 'Visitantes (distintos por día)',
      value: formatVisitors(totals.visitors),
      change:
        totals.visitors === null || previous.visitors === null
          ? VISITORS_NOT_COUNTED
          : describeChange(totals.visitors, previous.visitors),
    },
    {
      label: 'Clics en WhatsApp',
      value: formatCount(totals.clicks),
      change: describeChange(totals.clicks, previous.clicks),
    },
    {
      label: 'Clics por cada 100 visitas',
      value: formatRate(totals.clicksPer100),
      change: describePointChange(totals.clicksPer100, previous.clicksPer100),
    },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map(({ label, value, change }) => (
        <div key={label} className={styles.figure}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
          <dd className={styles.change} data-direction={change.direction}>
            <span aria-hidden="true">{ARROWS[change.direction]} </span>
            {change.text}
            {change.direction !== 'none' && (
              <span className={styles.hidden}> frente al periodo anterior</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
