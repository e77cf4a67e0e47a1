// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/** How long each window of the projects carousel stays before it advances (SPEC §4). */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The index after `index` in a list of `total` items, wrapping from the last to the first. */
export function nextIndex(index: number, total: number): number {
  return (index + 1) % total;
}

/** The index before `index` in a list of `total` items, wrapping from the first to the last. */
export function previousIndex(index: number, total: number): number {
  return (index - 1 + total) % total;
}

/**
 * The `count` consecutive indices shown from `start`, wrapping around the end of the list:
 * with 6 items, start 4 and count 3 gives [4, 5, 0].
 */
export function getVisibleIndices(start: number, total: number, count: number): number[] {
  const shown = Math.min(count, total);
  return Array.from({ length: shown }, (_, offset) => (start + offset) % total);
}
