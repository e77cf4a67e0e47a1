import { useId } from 'react';
import {
  buildLinePath,
  CHART_BOX,
  getNiceCeiling,
  pickAxisLabels,
  pointShare,
} from '@/lib/staff-area/chart-geometry';
import { formatCount, formatShortDay } from '@/lib/staff-area/dashboard-format';
import styles from './trend-charts.module.scss';

type TrendChartProps = {
  title: string;
  /** The first day of each point. */
  starts: string[];
  current: number[];
  previous: number[];
  /** The first of the last points whose day, week or month is not over; none when all are. */
  unfinishedFrom?: number;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The day labels under the plot, each under its point (the ends kept inside the box). */
function DayLabels({ starts }: { starts: string[] }) {
  return (
    <div className={styles.days} aria-hidden="true">
      {pickAxisLabels(starts.length).map((index) => (
        <span key={index} style={{ left: `${pointShare(index, starts.length) * 100}%` }}>
          {formatShortDay(starts[index] ?? '')}
        </span>
      ))}
    </div>
  );
}

/**
 * One line chart drawn as SVG by the page: this period's line and the previous period's,
 * dashed; the points not over yet are dotted, not drawn as a drop. Its colours are in the
 * stylesheet; the title and description name what it shows. It is drawn only in the browser,
 * with the dashboard's data (the day labels' place is a style set by script, which the policy allows).
 */
export function TrendChart({
  title,
  starts,
  current,
  previous,
  unfinishedFrom = current.length,
}: TrendChartProps) {
  const id = useId();
  const ceiling = getNiceCeiling(Math.max(0, ...current, ...previous));
  const first = starts[0];
  const last = starts.at(-1);
  const count = current.length;
  const unfinished = unfinishedFrom < count;
  const joinAt = Math.max(0, unfinishedFrom - 1);
  const description =
    first && last
      ? `Desde ${formatShortDay(first)} hasta ${formatShortDay(last)}: ${formatCount(sum(current))} en este periodo y ${formatCount(sum(previous))} en el anterior.${unfinished ? ` Desde ${formatShortDay(starts[unfinishedFrom] ?? last)} el periodo sigue en curso: cuenta solo lo que va.` : ''}`
      : 'Sin datos en este periodo.';

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        <span className={styles.chartTitle}>{title}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.keyCurrent}>Este periodo</span>
          <span className={styles.keyPrevious}>Periodo anterior</span>
          {unfinished && <span className={styles.keyUnfinished}>En curso</span>}
        </span>
      </figcaption>
      <div className={styles.plot}>
        <div className={styles.axis} aria-hidden="true">
          <span>{formatCount(ceiling)}</span>
          <span>{formatCount(ceiling / 2)}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          {[0, 0.5, 1].map((share) => (
            <line
              key={share}
              className={styles.grid}
              x1={0}
              x2={CHART_BOX.width}
              y1={CHART_BOX.height * share}
              y2={CHART_BOX.height * share}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path
            className={styles.previous}
            d={buildLinePath(previous, ceiling)}
            vectorEffect="non-scaling-stroke"
          />
          <path
            className={styles.current}
            d={buildLinePath(current.slice(0, unfinishedFrom), ceiling, { first: 0, count })}
            vectorEffect="non-scaling-stroke"
          />
          {unfinished && (
            <path
              className={styles.unfinished}
              d={buildLinePath(current.slice(joinAt), ceiling, { first: joinAt, count })}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        <DayLabels starts={starts} />
      </div>
    </figure>
  );
}
