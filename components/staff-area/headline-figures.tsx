import {
  describeChange,
  describePointChange,
  formatCount,
  formatRate,
  formatVisitors,
  VISITORS_NOT_COUNTED,
  type Change,
} from '@/lib/staff-area/dashboard-format';
import { describeChangeBasis } from '@/lib/staff-area/period-labels';
import type { DashboardData } from '@/lib/staff-area/staff-contract';
import styles from './headline-figures.module.scss';

const CLICKS_NOT_COUNTED: Change = { direction: 'none', text: 'No se cuentan con este filtro' };

/** Yesterday's visitors are kept for the whole day only: none to set against today so far. */
const VISITORS_NOT_COMPARED: Change = { direction: 'none', text: 'Sin dato de ayer a esta hora' };

const ARROWS = { up: '▲', down: '▼', same: '', new: '', none: '' } as const;

/**
 * The period's four figures, each with its change against the days it is compared with. A click
 * on WhatsApp keeps no source (the visit it came from does), so under a source filter the clicks
 * and their rate are not counted (`clicksCounted`): they say so instead of showing a 0.
 */
export function HeadlineFigures({
  data: { totals, previousTotals: previous, previous: comparison, clicksCounted },
}: {
  data: Pick<DashboardData, 'totals' | 'previousTotals' | 'previous' | 'clicksCounted'>;
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
        totals.visitors === null
          ? VISITORS_NOT_COUNTED
          : previous.visitors === null
            ? comparison.until
              ? VISITORS_NOT_COMPARED
              : VISITORS_NOT_COUNTED
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
              <span className={styles.hidden}> {describeChangeBasis(comparison)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
