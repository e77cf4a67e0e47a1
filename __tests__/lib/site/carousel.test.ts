import { getVisibleIndices, nextIndex, previousIndex } from '@/lib/site/carousel';

describe('getVisibleIndices', () => {
  it('shows three consecutive items from the start index', () => {
    expect(getVisibleIndices(0, 6, 3)).toEqual([0, 1, 2]);
    expect(getVisibleIndices(2, 6, 3)).toEqual([2, 3, 4]);
  });

  it('wraps the window around the end of the list', () => {
    expect(getVisibleIndices(3, 6, 3)).toEqual([3, 4, 5]);
    expect(getVisibleIndices(4, 6, 3)).toEqual([4, 5, 0]);
    expect(getVisibleIndices(5, 6, 3)).toEqual([5, 0, 1]);
  });

  it('never shows an item twice when there are fewer items than the window', () => {
    expect(getVisibleIndices(1, 2, 3)).toEqual([1, 0]);
  });
});

describe('nextIndex and previousIndex', () => {
  it('step by one', () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(previousIndex(3, 6)).toBe(2);
  });

  it('wrap from the last item to the first and back', () => {
    expect(nextIndex(5, 6)).toBe(0);
    expect(previousIndex(0, 6)).toBe(5);
  });

  it('visit every start index once in a full cycle', () => {
    const starts = [0];
    for (let i = 0; i < 6; i++) starts.push(nextIndex(starts[starts.length - 1] ?? 0, 6));
    expect(starts).toEqual([0, 1, 2, 3, 4, 5, 0]);
  });
});
