// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * How many columns to lay `count` cards out in, at most `maxColumns`, so that the last row is as
 * full as it can be: all in one row when they fit, else `maxColumns` or one fewer, whichever
 * leaves the fuller last row (the wider on a tie). In at most four columns, six cards take 3
 * (3 + 3), five take 3 (3 + 2), seven take 4 (4 + 3), eight take 4 (4 + 4).
 */
export function getBalancedColumns(count: number, maxColumns: number): number {
  if (count <= maxColumns) return Math.max(count, 1);
  let best = maxColumns;
  let bestFill = 0;
  for (let columns = maxColumns; columns >= Math.max(maxColumns - 1, 2); columns -= 1) {
    const lastRow = count % columns || columns;
    const fill = lastRow / columns;
    if (fill > bestFill) {
      best = columns;
      bestFill = fill;
    }
  }
  return best;
}

/** The widest a card grid gets: on tablets (`md`) and on laptops and wider (`lg`). */
export const CARD_GRID_MAX_COLUMNS = { medium: 3, wide: 4 } as const;

/** The columns of a grid of `count` cards on tablets and on wider screens. */
export function getCardGridColumns(count: number): { medium: number; wide: number } {
  return {
    medium: getBalancedColumns(count, CARD_GRID_MAX_COLUMNS.medium),
    wide: getBalancedColumns(count, CARD_GRID_MAX_COLUMNS.wide),
  };
}
