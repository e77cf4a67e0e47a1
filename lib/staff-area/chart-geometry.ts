// lib/staff-area: the geometry of the dashboard's line charts, in SVG user units. Runs anywhere; pure functions.
/** The drawing box of a chart; the page stretches it to its width. */
export const CHART_BOX = { width: 600, height: 200 } as const;

const STEPS = [1, 2, 3, 4, 5, 6, 8, 10];

/**
 * A round top for an axis of counts at or above `max`: an even number (2 at least) made of 1–10
 * times a power of ten, so that the mid line, at half of it, is a whole count too.
 */
export function getNiceCeiling(max: number): number {
  if (max <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = STEPS.find((factor) => factor * power >= max && (factor * power) % 2 === 0) ?? 10;
  return step * power;
}

/** Where point `index` of `count` stands across the box, from 0 (left) to 1 (right). */
export function pointShare(index: number, count: number): number {
  return count <= 1 ? 0 : index / (count - 1);
}

/** Where point `index` of `count` stands across the plot, in percent; a lone point in the middle. */
export function placeAcross(index: number, count: number): number {
  return count === 1 ? 50 : pointShare(index, count) * 100;
}

/**
 * The `d` of a line through `values`, spread evenly across the box from left to right, with
 * `ceiling` at the top and 0 at the bottom. One value draws a level line across the box.
 * `at` places a part of a longer line: its first value is point `at.first` of `at.count`.
 */
export function buildLinePath(
  values: readonly number[],
  ceiling: number,
  at: { first: number; count: number } = { first: 0, count: values.length },
): string {
  const { width, height } = CHART_BOX;
  const y = (value: number) => Math.round((height - (value / ceiling) * height) * 10) / 10;
  if (values.length === 0) return '';
  if (at.count === 1) return `M0 ${y(values[0] ?? 0)}H${width}`;
  return values
    .map((value, index) => {
      const x = Math.round(pointShare(at.first + index, at.count) * width * 10) / 10;
      return `${index === 0 ? 'M' : 'L'}${x} ${y(value)}`;
    })
    .join('');
}

/**
 * The points of `count` whose first day is labelled under the axis: the first, the last and
 * evenly spread ones between them, `most` at the most, so that labels never crowd.
 */
export function pickAxisLabels(count: number, most = 5): number[] {
  if (count <= 0) return [];
  const labels = Math.min(count, most);
  if (labels === 1) return [0];
  const picked = Array.from({ length: labels }, (_, k) =>
    Math.round((k * (count - 1)) / (labels - 1)),
  );
  return [...new Set(picked)];
}

/** A stretch of consecutive points drawn as one line: its first point and its values. */
export type LineRun = { first: number; values: number[] };

/**
 * The stretches of a line between the points it must not join: one with no value (a day without
 * counterpart) or a partial one (a day, week or month under way or cut by the period), which the
 * chart marks on its own so that it never reads as a fall.
 */
export function listLineRuns(
  values: readonly (number | null)[],
  partial: readonly boolean[],
): LineRun[] {
  const runs: LineRun[] = [];
  let run: LineRun | null = null;
  values.forEach((value, index) => {
    if (value === null || partial[index]) {
      run = null;
      return;
    }
    if (run === null) {
      run = { first: index, values: [] };
      runs.push(run);
    }
    run.values.push(value);
  });
  return runs;
}
