import { useId } from 'react';
import { buildLinePath, CHART_BOX, getNiceCeiling } from '@/lib/staff-area/chart-geometry';
import { formatCount, formatShortDay } from '@/lib/staff-area/dashboard-format';
import styles from './trend-charts.module.scss';

type TrendChartProps = {
  title: string;
  /** The first day of each point. */
  starts: string[];
  current: number[];
  previous: number[];
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * One line chart drawn as SVG by the page: this period's line and the previous period's,
 * dashed. Its geometry is in SVG attributes and its colours in the stylesheet, so the exported
 * HTML carries no `style` attribute; the title and description name what it shows.
 */
export function TrendChart({ title, starts, current, previous }: TrendChartProps) {
  const id = useId();
  const ceiling = getNiceCeiling(Math.max(0, ...current, ...previous));
  const first = starts[0];
  const last = starts.at(-1);
  const description =
    first && last
      ? `Desde ${formatShortDay(first)} hasta ${formatShortDay(last)}: ${formatCount(sum(current))} en este periodo y ${formatCount(sum(previous))} en el anterior.`
      : 'Sin datos en este periodo.';

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        <span className={styles.chartTitle}>{title}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.keyCurrent}>Este periodo</span>
          <span className={styles.keyPrevious}>Periodo anterior</span>
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
            d={buildLinePath(current, ceiling)}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className={styles.days} aria-hidden="true">
          <span>{first && formatShortDay(first)}</span>
          <span>{last && last !== first && formatShortDay(last)}</span>
        </div>
      </div>
    </figure>
  );
}
