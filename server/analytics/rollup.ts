import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import type { SqliteDatabase } from '../shared/database';
import { DAILY_DIMENSIONS, RAW_AS_DAILY, rawVisitors } from './visits';

/**
 * Adds the raw events of days that have ended (Mexico City) to the daily rows and counts each
 * page's distinct visitors, then removes their visitor hashes: a closed day keeps its counts of
 * distinct visitors, never the hashes.
 */
export function aggregateClosedDays(db: SqliteDatabase, now: number): number {
  const today = toMexicoCityDate(now);
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO visit_daily (${DAILY_DIMENSIONS}, views)
       ${RAW_AS_DAILY} WHERE aggregated = 0 AND day < @today GROUP BY ${DAILY_DIMENSIONS}
       ON CONFLICT DO UPDATE SET views = views + excluded.views`,
    ).run({ today });
    db.prepare(
      `INSERT INTO visit_visitors (day, path, visitors)
       SELECT * FROM (${rawVisitors('aggregated = 0 AND day < @today')}) WHERE true
       ON CONFLICT DO UPDATE SET visitors = visitors + excluded.visitors`,
    ).run({ today });
    return db
      .prepare(
        'UPDATE visit_events SET aggregated = 1, visitor_hash = NULL WHERE aggregated = 0 AND day < ?',
      )
      .run(today).changes;
  })();
}
