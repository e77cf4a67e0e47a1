const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const spanishDate = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Parses a `YYYY-MM-DD` string as a UTC date, refusing impossible dates such as `2025-02-30`. */
export function parseIsoDate(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Invalid date "${isoDate}": expected YYYY-MM-DD`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`Invalid date "${isoDate}": that day does not exist`);
  }
  return date;
}

/**
 * Formats a `YYYY-MM-DD` date in Spanish ("2 de noviembre de 2026"). Both parsing and formatting
 * happen in UTC, so the day never shifts with the time zone of the build or the browser.
 */
export function formatSpanishDate(isoDate: string): string {
  return spanishDate.format(parseIsoDate(isoDate));
}
