import { GAP, getPageNumbers } from '@/lib/blog/pagination';

describe('getPageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(getPageNumbers(1, 1)).toEqual([1]);
    expect(getPageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and two pages on each side of the current one', () => {
    expect(getPageNumbers(1, 417)).toEqual([1, 2, 3, GAP, 417]);
    expect(getPageNumbers(200, 417)).toEqual([1, GAP, 198, 199, 200, 201, 202, GAP, 417]);
    expect(getPageNumbers(417, 417)).toEqual([1, GAP, 415, 416, 417]);
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(getPageNumbers(5, 417)).toEqual([1, 2, 3, 4, 5, 6, 7, GAP, 417]);
  });

  it('links to at most 9 pages, however long the list', () => {
    for (const total of [10, 100, 1000]) {
      for (let current = 1; current <= total; current += 7) {
        const pages = getPageNumbers(current, total);
        expect(pages.filter((page) => page !== GAP).length).toBeLessThanOrEqual(9);
        expect(pages).toContain(current);
      }
    }
  });
});
