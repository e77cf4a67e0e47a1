// lib/staff-area: how the dashboard names its periods, the points of its chart and what they are compared with, in Spanish. Runs anywhere; pure functions.
import { MEXICO_CITY_TIME_ZONE } from '../site/mexico-city-date';
import { onFirstUse } from '../site/on-first-use';
import { formatDayRange } from './dashboard-format';
import type { DashboardData, Grouping } from './staff-contract';

type Point = DashboardData['series'][number];
type Previous = DashboardData['previous'];
type DayRange = { from: string; to: string };

const dayMonth = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const monthAlone = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { month: 'short', timeZone: 'UTC' }),
);
const clock = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MEXICO_CITY_TIME_ZONE,
    }),
);

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const clean = (text: string) => text.replaceAll('.', '');
const readDay = (day: string) => day.split('-').map(Number) as [number, number, number];
const daysInMonth = (day: string) => {
  const [year, month] = readDay(day);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};
const countDays = (from: string, to: string) =>
  Math.round((toUtc(to) - toUtc(from)) / 86_400_000) + 1;
const isWholeMonth = ({ from, to }: DayRange) =>
  from.slice(0, 7) === to.slice(0, 7) &&
  from.endsWith('-01') &&
  countDays(from, to) === daysInMonth(to);

/** A time of day in Mexico City: `2026-12-02T00:00:00.000Z` → "18:00". */
export function formatClock(at: string): string {
  return clock().format(Date.parse(at));
}

/** A month: `2026-11-01` → "nov 2026"; with `alone`, "nov". */
export function formatMonth(day: string, { alone = false } = {}): string {
  return clean((alone ? monthAlone() : monthYear()).format(toUtc(day))).replace(' de ', ' ');
}

/**
 * Days in short, the year only with `withYear`: "3 nov", "3–9 nov", "28 oct – 3 nov",
 * "29 dic 2025 – 4 ene 2026" (a run over two years always says both), "nov 2025" for a whole
 * month.
 */
export function formatDays({ from, to }: DayRange, { withYear = false } = {}): string {
  if (isWholeMonth({ from, to })) return formatMonth(from);
  const year = (day: string) => (withYear ? ` ${day.slice(0, 4)}` : '');
  const first = clean(dayMonth().format(toUtc(from)));
  if (from === to) return `${first}${year(from)}`;
  const last = clean(dayMonth().format(toUtc(to)));
  if (from.slice(0, 4) !== to.slice(0, 4))
    return `${first} ${from.slice(0, 4)} – ${last} ${to.slice(0, 4)}`;
  if (from.slice(0, 7) === to.slice(0, 7))
    return `${from.slice(8).replace(/^0/, '')}–${last}${year(to)}`;
  return `${first} – ${last}${year(to)}`;
}

/** The days a whole point of `grouping` covers from its first day. */
function countWholeDays(start: string, grouping: Grouping): number {
  if (grouping === 'semana') return 7;
  return grouping === 'mes' ? daysInMonth(start) : 1;
}

/** Why a point counts less than a whole day, week or month: "en curso", "4 de 7 días". */
export function describePartial(point: Point, grouping: Grouping): string | null {
  if (point.partial === 'en-curso') return 'en curso';
  if (point.partial === 'recortado') {
    return `${countDays(point.start, point.end)} de ${countWholeDays(point.start, grouping)} días`;
  }
  return null;
}

/**
 * A point as the chart's table names it: "3 nov", "3–9 nov", "nov 2026", and when partial,
 * its days and why: "12–14 sep (3 de 7 días)", "1–2 dic 2026 (en curso)".
 */
export function formatPoint(point: Point, grouping: Grouping): string {
  const days = formatDays({ from: point.start, to: point.end }, { withYear: grouping === 'mes' });
  const partial = describePartial(point, grouping);
  return partial ? `${days} (${partial})` : days;
}

/** A point's first day under the chart: "3 nov"; a month, "nov". */
export function formatAxisLabel(point: Point, grouping: Grouping): string {
  return grouping === 'mes'
    ? formatMonth(point.start, { alone: true })
    : clean(dayMonth().format(toUtc(point.start)));
}

/**
 * The days a point is compared with, with their year: "nov 2025", "3 nov 2025", "30 nov 2026
 * hasta las 18:00"; a dash for a day without counterpart (29 February a year later).
 */
export function formatPreviousDays(point: Point, previous: Previous): string {
  if (!point.previousDays) return '—';
  const days = formatDays(point.previousDays, { withYear: true });
  return previous.until ? `${days} hasta las ${formatClock(previous.until)}` : days;
}

/** The calendar months from `earlier` to `later`'s month. */
function countMonthsBetween(earlier: string, later: string): number {
  const [fromYear, fromMonth] = readDay(earlier);
  const [toYear, toMonth] = readDay(later);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/**
 * What the period is set against, in words, for the line above the figures: yesterday up to the
 * same time, the same months a year before, or the days just before.
 */
export function describeComparison(period: DayRange, previous: Previous): string {
  if (previous.kind === 'misma-hora') {
    return `ayer, ${formatDayRange(previous.from, previous.to)}, hasta la misma hora`;
  }
  const days = formatDayRange(previous.from, previous.to);
  if (previous.kind === 'meses') {
    const months = countMonthsBetween(previous.from, period.from);
    if (months === 12) return `${days}: cada mes con el mismo mes del año anterior`;
    return months === 1
      ? `${days}, el mes anterior`
      : `${days}: cada mes con el de ${months} meses antes`;
  }
  const length = countDays(period.from, period.to);
  return `${days}, ${length === 1 ? 'el día anterior' : `los ${length} días anteriores`}`;
}

/** The accessible phrase after a change: "frente al periodo anterior", "frente a ayer a esta hora". */
export function describeChangeBasis(previous: Previous): string {
  return previous.kind === 'misma-hora'
    ? 'frente a ayer a la misma hora'
    : 'frente al periodo anterior';
}
