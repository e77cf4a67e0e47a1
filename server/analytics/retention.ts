import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import type { SqliteDatabase } from '../shared/database';
import { runNowAndHourly } from '../shared/hourly';
import { aggregateClosedDays } from './rollup';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long raw visit events are kept, and how long their daily totals are: the periods the
 * privacy notice gives (content/legal/politica-privacidad.md, «Estadísticas de visitas»).
 */
export const RAW_VISIT_RETENTION_MS = 30 * DAY_MS;
export const DAILY_VISIT_RETENTION_MONTHS = 25;

/** The first day (`AAAA-MM-DD`) whose daily rows are kept on `today`. */
export function firstKeptDailyDay(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 - DAILY_VISIT_RETENTION_MONTHS, day));
  return first.toISOString().slice(0, 10);
}

/** The month (`AAAA-MM`) after the one of `day`. */
const nextMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
};

export type DeletedVisits = { rawEvents: number; dailyRows: number; salts: number };

/**
 * Closes the ended days, then deletes raw events older than 30 days, daily rows (counts and
 * visitors, with their rollups) older than the retention period and every salt but today's.
 */
export function deleteExpiredVisits(db: SqliteDatabase, now: number): DeletedVisits {
  aggregateClosedDays(db, now);
  const today = toMexicoCityDate(now);
  const firstKept = firstKeptDailyDay(today);
  const deleteBefore = (table: 'visit_daily' | 'visit_visitors' | 'visit_drops') =>
    db.prepare(`DELETE FROM ${table} WHERE day < ?`).run(firstKept).changes;
  // A month some of whose days are gone goes whole: its days left are still in the daily rows.
  const firstWholeMonth = firstKept.endsWith('-01') ? firstKept.slice(0, 7) : nextMonth(firstKept);
  const deleteRollups = () => {
    db.prepare("DELETE FROM visit_rollups WHERE grain = 'dia' AND period < ?").run(firstKept);
    db.prepare("DELETE FROM visit_rollups WHERE grain = 'mes' AND period < ?").run(firstWholeMonth);
    db.prepare('DELETE FROM visit_visitors_monthly WHERE month < ?').run(firstWholeMonth);
  };
  return db.transaction(() => {
    deleteRollups();
    return {
      rawEvents: db
        .prepare('DELETE FROM visit_events WHERE occurred_at <= ?')
        .run(now - RAW_VISIT_RETENTION_MS).changes,
      dailyRows:
        deleteBefore('visit_daily') + deleteBefore('visit_visitors') + deleteBefore('visit_drops'),
      salts: db.prepare('DELETE FROM visit_salts WHERE day <> ?').run(today).changes,
    };
  })();
}

/**
 * Closes the ended days of visit counts and deletes what has expired, now and every hour while
 * the process runs; returns what stops it.
 */
export function keepVisitRetention(db: SqliteDatabase, now: () => number = Date.now): () => void {
  return runNowAndHourly(() => deleteExpiredVisits(db, now()));
}
