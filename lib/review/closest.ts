// lib/review: build time and `npm run revisar` (Node). Checks the Markdown of content/ and says where each problem is.
/** The number of one-character edits (insert, delete, replace) that turn `a` into `b`. */
export function getEditDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, replace));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate `wrong` most likely meant: one that starts with it (the shortest, as in
 * `#cabeceras` for `#cabeceras-http`), else the nearest one when it is near enough, at most a
 * third of the length of `part` away (the part that may be misspelled: a path's last segment).
 * Undefined when none is.
 */
export function findClosest(
  wrong: string,
  candidates: Iterable<string>,
  part: string = wrong,
): string | undefined {
  const list = [...candidates];
  const extended = list
    .filter((candidate) => candidate.startsWith(`${wrong}-`))
    .sort((a, b) => a.length - b.length)[0];
  if (extended) return extended;
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(part.length / 3)) + 1;
  for (const candidate of list) {
    const distance = getEditDistance(wrong, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (¿quisiste decir «hosting»?)` for the candidate closest to `wrong`, or '' when none is near. */
export function formatClosestHint(wrong: string, candidates: Iterable<string>): string {
  const closest = findClosest(wrong, candidates);
  return closest === undefined ? '' : ` (¿quisiste decir «${closest}»?)`;
}
