// lib/blog: the blog's list pages. Runs anywhere (pure).
/** A gap in the list of page numbers, drawn as "…". */
export const GAP = 'gap';

/**
 * The page numbers a pagination shows: the first and the last, and `around` pages on each side
 * of the current one, with a gap where numbers are left out; a gap never stands for one page
 * (that page is shown instead). So a list of 400 pages links to at most 9 of them, and a visitor
 * or a crawler still reaches every page by steps.
 */
export function getPageNumbers(
  current: number,
  total: number,
  around = 2,
): (number | typeof GAP)[] {
  const shown = new Set([1, total]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const result: (number | typeof GAP)[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(GAP);
    result.push(page);
  });
  return result;
}
