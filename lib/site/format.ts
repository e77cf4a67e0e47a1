// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
import { onFirstUse } from './on-first-use';

const spanishDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** Splits a `YYYY-MM-DD` date, or returns null when it is not a real calendar date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Formats a `YYYY-MM-DD` date in Spanish ("12 de febrero de 2025"). It is computed in UTC, so the
 * day never shifts with the machine's time zone.
 */
export function formatSpanishDate(isoDate: string): string {
  const parts = parseIsoDate(isoDate);
  if (!parts) throw new Error(`Fecha inválida: "${isoDate}" (se esperaba AAAA-MM-DD)`);
  return spanishDate().format(Date.UTC(parts.year, parts.month - 1, parts.day));
}

const WORDS_PER_MINUTE = 200;

/** Counts the words of a text (Markdown syntax characters alone are not words). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read a text at 200 words per minute, at least one. */
export function getReadingMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}

/**
 * Formats an amount in Mexican pesos as `Intl.NumberFormat('es-MX', { style: 'currency',
 * currency: 'MXN' })` does, e.g. `1500` → "$1,500.00", without it: a browser's first currency
 * formatter loads locale data for tens of milliseconds, which a page that shows a total while it
 * hydrates (the raffle, the transfer page) paid in one long task.
 */
export function formatMxn(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const pesos = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${pesos}.${String(cents % 100).padStart(2, '0')}`;
}

/** Formats an amount kept in centavos as Mexican pesos: `450000` → "$4,500.00". */
export function formatPesosFromCents(amountCents: number): string {
  return formatMxn(amountCents / 100);
}

/**
 * Fills the `{name}` placeholders of a content text, e.g.
 * `fillTemplate('Hola, soy {name}', { name: 'Ana' })` → "Hola, soy Ana".
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
