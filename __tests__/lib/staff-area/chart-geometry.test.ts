import {
  buildLinePath,
  getNiceCeiling,
  listLineRuns,
  pickAxisLabels,
} from '@/lib/staff-area/chart-geometry';
import { describeChange, describePointChange } from '@/lib/staff-area/dashboard-format';

describe('chart geometry', () => {
  it('rounds the axis up to an even count, so that its mid line is a whole count as well', () => {
    for (const [max, ceiling] of [
      [0, 2],
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
      [25, 30],
      [180, 200],
      [201, 300],
      [4100, 5000],
    ]) {
      expect(getNiceCeiling(max!)).toBe(ceiling);
      expect(Number.isInteger(getNiceCeiling(max!) / 2)).toBe(true);
    }
  });

  it('labels the first and last point and at most three evenly spread between them', () => {
    expect(pickAxisLabels(0)).toEqual([]);
    expect(pickAxisLabels(1)).toEqual([0]);
    expect(pickAxisLabels(3)).toEqual([0, 1, 2]);
    expect(pickAxisLabels(30)).toEqual([0, 7, 15, 22, 29]);
    expect(pickAxisLabels(12)).toEqual([0, 3, 6, 8, 11]);
  });

  it('draws a part of a line where it stands in the whole', () => {
    expect(buildLinePath([100, 50], 100, { first: 1, count: 3 })).toBe('M300 0L600 100');
  });

  it('spreads the points across the box, the ceiling at the top and 0 at the bottom', () => {
    expect(buildLinePath([0, 100, 50], 100)).toBe('M0 200L300 0L600 100');
    expect(buildLinePath([50], 100)).toBe('M0 100H600');
    expect(buildLinePath([], 100)).toBe('');
  });

  it('never joins a partial point or one without a value to its neighbours', () => {
    // A first week of 4 days, nine whole ones, and the week under way.
    const weeks = [40, 70, 72, 68, 75, 71, 69, 73, 74, 70, 12];
    const partial = weeks.map((_, index) => index === 0 || index === weeks.length - 1);
    expect(listLineRuns(weeks, partial)).toEqual([{ first: 1, values: weeks.slice(1, -1) }]);
    // 29 February has no counterpart a year before: the line stops there and starts again.
    expect(listLineRuns([5, 6, null, 4], [false, false, false, false])).toEqual([
      { first: 0, values: [5, 6] },
      { first: 3, values: [4] },
    ]);
    expect(listLineRuns([3], [true])).toEqual([]);
  });
});

describe('changes against the previous period', () => {
  it('writes counts in percent and rates in points, with no change and no baseline said plainly', () => {
    expect(describeChange(1240, 1100)).toEqual({ direction: 'up', text: '+12.7 %' });
    expect(describeChange(90, 100)).toEqual({ direction: 'down', text: '−10.0 %' });
    expect(describeChange(5, 5)).toEqual({ direction: 'same', text: 'Sin cambio' });
    expect(describeChange(5, 0)).toEqual({
      direction: 'new',
      text: 'Sin datos del periodo anterior',
    });
    expect(describePointChange(2.5, 2.2)).toEqual({ direction: 'up', text: '+0.3 puntos' });
    expect(describePointChange(1.2, 2.2)).toEqual({ direction: 'down', text: '−1.0 punto' });
  });
});
