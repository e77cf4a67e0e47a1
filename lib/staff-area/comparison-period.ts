// lib/staff-area: which days a dashboard period is compared with. Runs anywhere (the server's report, the dashboard); pure functions.
import { toMexicoCityDate } from '../site/mexico-city-date';

/**
 * How a period meets the one it is compared with: `misma-hora`, today so far against yesterday
 * up to the same time; `meses`, whole calendar months against as many months before (twelve
 * months: each month against the same month a year before), day by day of the month; `dias`,
 * any other period against the same number of days just before it.
 */
export const COMPARISON_KINDS = ['misma-hora', 'meses', 'dias'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];

/** A run of days, `AAAA-MM-DD` (Mexico City), both included. */
export type DayRange = { from: string; to: string };

/** The days a period is compared with, and how each of its days finds its counterpart. */
export type ComparisonPeriod = DayRange & {
  kind: ComparisonKind;
  /**
   * For today so far: the moment (milliseconds) up to which the comparison's day counts, the same
   * time of day a day earlier; null when every day of the comparison counts whole.
   */
  until: number | null;
  /** How far back a day's counterpart is: whole calendar months or a number of days. */
  shift: { months: number } | { days: number };
};

const DAY_MS = 86_400_000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `days` days after (negative: before) an `AAAA-MM-DD` day. */
const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);

const readDay = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The number of days of a month, `month` counted from 1 (it may run past 12 or below 1). */
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `AAAA-MM-DD` of a year, month (from 1, may run past 12 or below 1) and day. */
const writeDay = (year: number, month: number, day: number) =>
  fromUtc(Date.UTC(year, month - 1, day));

const isFirstOfMonth = (day: string) => day.endsWith('-01');

/** The last day of the month of `day`. */
function lastDayOfMonth(day: string): string {
  const [year, month] = readDay(day);
  return writeDay(year, month, daysInMonth(year, month));
}

function isLastOfMonth(day: string): boolean {
  const [year, month, date] = readDay(day);
  return date === daysInMonth(year, month);
}

/** The calendar months from the month of `from` to the month of `to`, both counted. */
function countMonths(from: string, to: string): number {
  const [fromYear, fromMonth] = readDay(from);
  const [toYear, toMonth] = readDay(to);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/**
 * The day `months` calendar months before `day` with the same day of the month, or, when that
 * month is shorter (31 → 30, 28 or 29; 29 February → a year without one), `'before'` its last
 * day or `'after'` the first day of the month that follows.
 */
function shiftMonths(day: string, months: number, missing: 'before' | 'after'): string {
  const [year, month, date] = readDay(day);
  const length = daysInMonth(year, month - months);
  if (date <= length) return writeDay(year, month - months, date);
  return missing === 'before'
    ? writeDay(year, month - months, length)
    : writeDay(year, month - months + 1, 1);
}

/**
 * Whether `from`–`to` is compared by calendar months: it starts on the first of a month and ends
 * on the last day of one (a month, a quarter, a year in the past), or it runs to `today` over
 * twelve months or more («Últimos 12 meses», its last month under way). A shorter run that ends
 * today (the last 7, 30 or 90 days, even when it starts on the first) stays a run of days, so
 * that a preset never changes what it is compared with from one day to the next.
 */
function isWholeMonths({ from, to }: DayRange, today: string): boolean {
  if (!isFirstOfMonth(from)) return false;
  return to === today ? countMonths(from, to) >= 12 : isLastOfMonth(to);
}

/**
 * The counterpart of the days `from`–`to` of a period (the period itself, or one of its days,
 * weeks or months), or null when none of its days has one (the 31st against a month of 30 days,
 * 29 February against a year without it). By months, each day meets the same day of the month
 * before, and whole months meet whole months (April, 30 days, against March, 31); by days, each
 * day meets the day as many days before.
 */
export function getComparisonDays(
  { from, to }: DayRange,
  comparison: Pick<ComparisonPeriod, 'shift'>,
): DayRange | null {
  const { shift } = comparison;
  if ('days' in shift) return { from: addDays(from, -shift.days), to: addDays(to, -shift.days) };
  const start = shiftMonths(from, shift.months, 'after');
  if (isFirstOfMonth(from) && isLastOfMonth(to)) {
    return { from: start, to: lastDayOfMonth(shiftMonths(to, shift.months, 'before')) };
  }
  const end = shiftMonths(to, shift.months, 'before');
  return start <= end ? { from: start, to: end } : null;
}

/**
 * The one rule for what a period of the dashboard (and of `npm run estadisticas`) is compared
 * with, at the moment `now`:
 * - today alone, so far: yesterday up to the same time of day (Mexico City);
 * - whole calendar months (a month, a quarter, a year; or twelve months up to today, the last
 *   one under way): as many months before, so each of twelve months meets the same month a year
 *   before, and the month under way meets its counterpart up to the same day of the month;
 * - any other run of days: as many days just before it.
 */
export function getComparisonPeriod(period: DayRange, now: number): ComparisonPeriod {
  const today = toMexicoCityDate(now);
  const { from, to } = period;
  if (from === today && to === today) {
    const yesterday = addDays(today, -1);
    // Mexico City keeps one offset all year (since October 2022): a day ago is the same time.
    return {
      kind: 'misma-hora',
      from: yesterday,
      to: yesterday,
      until: now - DAY_MS,
      shift: { days: 1 },
    };
  }
  if (isWholeMonths(period, today)) {
    const shift = { months: countMonths(from, to) };
    // Whole months always have a counterpart: their first day exists in every month.
    const days = getComparisonDays(period, { shift }) ?? period;
    return { kind: 'meses', ...days, until: null, shift };
  }
  const length = Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;
  return {
    kind: 'dias',
    from: addDays(from, -length),
    to: addDays(from, -1),
    until: null,
    shift: { days: length },
  };
}
