import { useId } from 'react';
import {
  CHART_BOX,
  getNiceCeiling,
  pickAxisLabels,
  placeAcross,
} from '@/lib/staff-area/chart-geometry';
import { formatCount } from '@/lib/staff-area/dashboard-format';
import { BAR_PLACES, LinePaths, PointMarks, SingleBars, type TrendLine } from './trend-chart-marks';
import styles from './trend-charts.module.scss';

type TrendChartProps = {
  title: string;
  /** The label under each point ("3 nov", "nov"). */
  labels: string[];
  /** For a chart of one point, the label of its counterpart ("30 nov"), under its bar. */
  previousLabel?: string;
  current: TrendLine;
  previous: TrendLine;
  /** What the chart shows, in words: its accessible description. */
  description: string;
};

/**
 * The labels under the plot, each under its point (the ends kept inside the box); for one point,
 * its counterpart's and its own under their bars.
 */
function AxisLabels({ labels, previousLabel }: { labels: string[]; previousLabel?: string }) {
  const placed =
    labels.length === 1
      ? [previousLabel ?? '', labels[0] ?? ''].map((label, index) => ({
          label,
          left: BAR_PLACES[index],
        }))
      : pickAxisLabels(labels.length).map((index) => ({
          label: labels[index],
          left: placeAcross(index, labels.length),
        }));
  return (
    <div className={styles.days} aria-hidden="true" data-single={labels.length === 1 || undefined}>
      {placed.map(({ label, left }) => (
        <span key={left} style={{ left: `${left}%` }}>
          {label}
        </span>
      ))}
    </div>
  );
}

/**
 * One chart drawn by the page: this period's line and the previous period's, dashed. A point
 * that counts fewer days than its day, week or month (under way, or cut by the period) is a
 * hollow mark of its own, not the end of a line that falls to it; a chart of one point (today)
 * is two bars, its counterpart's and its own. Its colours are in the
 * stylesheet; its name and description say what it shows. It is drawn only in the browser, with
 * the dashboard's data (the marks' and labels' places are styles set by script, which the
 * policy allows).
 */
export function TrendChart({
  title,
  labels,
  previousLabel,
  current,
  previous,
  description,
}: TrendChartProps) {
  const id = useId();
  const single = labels.length === 1;
  const known = [...current.values, ...previous.values].filter((value) => value !== null);
  // Bars keep room above the taller one for its figure.
  const ceiling = getNiceCeiling(Math.max(0, ...known) * (single ? 1.2 : 1));

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        <span className={styles.chartTitle}>{title}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.keyCurrent}>Este periodo</span>
          <span className={styles.keyPrevious}>Periodo anterior</span>
          {current.partial.some((note) => note !== null) && (
            <span className={styles.keyPartial}>Parcial: en curso o con menos días</span>
          )}
        </span>
      </figcaption>
      <div className={styles.plot}>
        <div className={styles.axis} aria-hidden="true">
          <span>{formatCount(ceiling)}</span>
          <span>{formatCount(ceiling / 2)}</span>
          <span>0</span>
        </div>
        <div
          className={styles.canvas}
          role="img"
          aria-label={title}
          aria-describedby={`${id}-desc`}
        >
          <span id={`${id}-desc`} hidden>
            {description}
          </span>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
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
            {!single && <LinePaths line={previous} ceiling={ceiling} kind="previous" />}
            {!single && <LinePaths line={current} ceiling={ceiling} kind="current" />}
          </svg>
          {single ? (
            <SingleBars current={current} previous={previous} ceiling={ceiling} />
          ) : (
            <>
              <PointMarks line={previous} ceiling={ceiling} kind="previous" />
              <PointMarks line={current} ceiling={ceiling} kind="current" />
            </>
          )}
        </div>
        <AxisLabels labels={labels} previousLabel={previousLabel} />
      </div>
    </figure>
  );
}
