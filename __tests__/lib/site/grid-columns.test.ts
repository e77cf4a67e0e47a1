import { getBalancedColumns, getCardGridColumns } from '@/lib/site/grid-columns';

/** The number of cards in each row of `count` cards laid out in `columns`. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) =>
    Math.min(columns, count - row * columns),
  );

describe('getBalancedColumns', () => {
  it('puts up to the maximum in a single row', () => {
    expect(getBalancedColumns(1, 4)).toBe(1);
    expect(getBalancedColumns(3, 4)).toBe(3);
    expect(getBalancedColumns(4, 4)).toBe(4);
  });

  it('gives six and five steps three columns rather than a row of two or one under four', () => {
    expect(getBalancedColumns(6, 4)).toBe(3);
    expect(getBalancedColumns(5, 4)).toBe(3);
  });

  it('keeps the widest layout when its last row is as full or fuller', () => {
    expect(getBalancedColumns(8, 4)).toBe(4);
    expect(getBalancedColumns(7, 4)).toBe(4);
    expect(getBalancedColumns(10, 4)).toBe(4);
    expect(getBalancedColumns(9, 4)).toBe(3);
  });

  it('never leaves a single card alone in a row when another width avoids it', () => {
    for (let count = 2; count <= 12; count += 1) {
      for (const max of [3, 4]) {
        const columns = getBalancedColumns(count, max);
        const alternatives = [max, max - 1].filter((width) => width >= 2);
        const someWidthAvoidsIt = alternatives.some((width) => count % width !== 1);
        if (someWidthAvoidsIt) expect(rows(count, columns).at(-1)).toBeGreaterThan(1);
      }
    }
  });

  it('uses at most one column fewer than the maximum, so many cards stay compact', () => {
    for (let count = 5; count <= 20; count += 1)
      expect(getBalancedColumns(count, 4)).toBeGreaterThanOrEqual(3);
  });
});

describe('getCardGridColumns', () => {
  it('chooses the tablet and the wide columns of a service’s steps', () => {
    expect(getCardGridColumns(4)).toEqual({ medium: 2, wide: 4 });
    expect(getCardGridColumns(5)).toEqual({ medium: 3, wide: 3 });
    expect(getCardGridColumns(6)).toEqual({ medium: 3, wide: 3 });
    expect(getCardGridColumns(8)).toEqual({ medium: 2, wide: 4 });
  });
});
