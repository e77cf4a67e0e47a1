// lib/staff-area: the geometry of the dashboard's line charts, in SVG user units. Runs anywhere; pure functions.
/** The drawing box of a chart; the page stretches it to its width. */
export const CHART_BOX = { width: 600, height: 200 } as const;

/** A round top for the axis at or above `max`: 1, 2, 2.5 or 5 times a power of ten (at least 1). */
export function getNiceCeiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/**
 * The `d` of a line through `values`, spread evenly across the box from left to right, with
 * `ceiling` at the top and 0 at the bottom. One value draws a level line across the box.
 */
export function buildLinePath(values: readonly number[], ceiling: number): string {
  const { width, height } = CHART_BOX;
  const y = (value: number) => Math.round((height - (value / ceiling) * height) * 10) / 10;
  if (values.length === 0) return '';
  if (values.length === 1) return `M0 ${y(values[0] ?? 0)}H${width}`;
  const step = width / (values.length - 1);
  return values
    .map(
      (value, index) =>
        `${index === 0 ? 'M' : 'L'}${Math.round(index * step * 10) / 10} ${y(value)}`,
    )
    .join('');
}
