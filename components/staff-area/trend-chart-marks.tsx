import { buildLinePath, listLineRuns, placeAcross } from '@/lib/staff-area/chart-geometry';
import { formatCount } from '@/lib/staff-area/dashboard-format';
import styles from './trend-charts.module.scss';

export type TrendLine = {
  /** One value per point; null where a point has no figure (a day without counterpart). */
  values: (number | null)[];
  /**
   * For each point that counts fewer days than its day, week or month, why ("en curso", "4 de 7
   * días"), written beside its mark on this period's line; null for a whole point.
   */
  partial: (string | null)[];
};

type LineKind = 'current' | 'previous';

type MarksProps = { line: TrendLine; ceiling: number; kind: LineKind };

/** Which way a note beside a mark runs, so that it stays inside the box. */
const noteAlign = (left: number) => (left > 75 ? 'end' : left < 25 ? 'start' : 'center');

/**
 * The marks of one line that are not drawn as a line: a lone whole point as a dot, and each
 * partial point as a hollow mark of its own, this period's with why it is partial beside it.
 */
export function PointMarks({ line, ceiling, kind }: MarksProps) {
  const count = line.values.length;
  const partial = line.partial.map((note) => note !== null);
  const place = (index: number) => ({
    left: placeAcross(index, count),
    top: 100 - ((line.values[index] ?? 0) / ceiling) * 100,
  });
  const lone = listLineRuns(line.values, partial)
    .filter((run) => run.values.length === 1 && count > 1)
    .map((run) => ({ index: run.first, className: styles.dot }));
  const hollow = line.partial.flatMap((note, index) =>
    note !== null && line.values[index] !== null ? [{ index, className: styles.hollow }] : [],
  );
  return (
    <>
      {[...lone, ...hollow].map(({ index, className }) => (
        <span
          key={index}
          className={className}
          data-line={kind}
          style={{ left: `${place(index).left}%`, top: `${place(index).top}%` }}
        />
      ))}
      {kind === 'current' &&
        hollow.map(({ index }) => {
          const { left, top } = place(index);
          return (
            <span
              key={`nota-${index}`}
              className={styles.note}
              data-align={noteAlign(left)}
              data-below={top < 25 || undefined}
              style={{ left: `${left}%`, top: `${top}%` }}
            >
              {line.partial[index]}
            </span>
          );
        })}
    </>
  );
}

/** The lines through each run of whole points (a lone point of a one-point chart, level). */
export function LinePaths({ line, ceiling, kind }: MarksProps) {
  const count = line.values.length;
  const partial = line.partial.map((note) => note !== null);
  return listLineRuns(line.values, partial)
    .filter((run) => run.values.length > 1 || count === 1)
    .map((run) => (
      <path
        key={run.first}
        className={styles[kind]}
        d={buildLinePath(run.values, ceiling, { first: run.first, count })}
        vectorEffect="non-scaling-stroke"
      />
    ));
}

/** Where the two bars of a one-point chart stand across the box, in percent: their middles. */
export const BAR_PLACES = [38, 62] as const;

/**
 * A chart of one point (today, one day): a bar for its counterpart and one for it, each with its
 * figure. While the point is partial both bars are hollow (today so far against yesterday up to
 * the same time), and its own says why beside its figure.
 */
export function SingleBars({
  current,
  previous,
  ceiling,
}: {
  current: TrendLine;
  previous: TrendLine;
  ceiling: number;
}) {
  const note = current.partial[0] ?? null;
  const bars = [
    { kind: 'previous', value: previous.values[0] ?? null, label: null },
    { kind: 'current', value: current.values[0] ?? null, label: note },
  ] as const;
  return bars.map(({ kind, value, label }, index) =>
    value === null ? null : (
      <span
        key={kind}
        className={styles.bar}
        data-line={kind}
        data-partial={note !== null || undefined}
        style={{ left: `${BAR_PLACES[index]}%`, height: `${(value / ceiling) * 100}%` }}
      >
        <span className={styles.barValue}>
          {formatCount(value)}
          {label && ` · ${label}`}
        </span>
      </span>
    ),
  );
}
