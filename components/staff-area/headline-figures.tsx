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

const CLICKS_NOT_COUNTED: Change = { direction: 'none', text: 'No se cuentan con este filtro' };

const ARROWS = { up: '▲', down: '▼', same: '', new: '', none: '' } as const;

/**
 * The period's four figures, each with its change against the previous period. A click on
 * WhatsApp keeps no source (the visit it came from does), so under a source filter the clicks
 * and their rate are not counted: they say so instead of showing a 0.
 */
export function HeadlineFigures({
  totals,
  previous,
  clicksCounted = true,
}: {
  totals: Totals;
  previous: Totals;
  clicksCounted?: boolean;
}) {
  const notCounted = { value: '—', change: CLICKS_NOT_COUNTED };
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
      ...(clicksCounted
        ? {
            value: formatCount(totals.clicks),
            change: describeChange(totals.clicks, previous.clicks),
          }
        : notCounted),
    },
    {
      label: 'Clics por cada 100 visitas',
      ...(clicksCounted
        ? {
            value: formatRate(totals.clicksPer100),
            change: describePointChange(totals.clicksPer100, previous.clicksPer100),
          }
        : notCounted),
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
