import {
  describeChange,
  describePointChange,
  formatCount,
  formatRate,
  type Change,
} from '@/lib/staff-area/dashboard-format';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import styles from './headline-figures.module.scss';

type Totals = DashboardData['totals'];

const ARROWS = { up: '▲', down: '▼', same: '', new: '' } as const;

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
      value: formatCount(totals.visitors),
      change: describeChange(totals.visitors, previous.visitors),
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
            <span className={styles.hidden}> frente al periodo anterior</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
