import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import type { SqliteDatabase } from '../shared/database';
import { addToRollupsSql } from './rollups';
import { DAILY_DIMENSIONS, RAW_AS_DAILY, rawVisitors } from './visits';

const CLOSED_ROWS = `${RAW_AS_DAILY} WHERE aggregated = 0 AND day < @today GROUP BY ${DAILY_DIMENSIONS}`;
const CLOSED_VISITORS = rawVisitors('aggregated = 0 AND day < @today');

/**
 * Adds the raw events of days that have ended (Mexico City) to the daily rows and their rollups,
 * and counts each page's distinct visitors, then removes their visitor hashes: a closed day keeps
 * its counts of distinct visitors, never the hashes.
 */
export function aggregateClosedDays(db: SqliteDatabase, now: number): number {
  const today = toMexicoCityDate(now);
  return db.transaction(() => {
    db.prepare(
      `INSERT INTO visit_daily (${DAILY_DIMENSIONS}, views) ${CLOSED_ROWS}
       ON CONFLICT DO UPDATE SET views = views + excluded.views`,
    ).run({ today });
    db.prepare(
      `INSERT INTO visit_visitors (day, path, visitors)
       SELECT * FROM (${CLOSED_VISITORS}) WHERE true
       ON CONFLICT DO UPDATE SET visitors = visitors + excluded.visitors`,
    ).run({ today });
    for (const sql of addToRollupsSql(CLOSED_ROWS, CLOSED_VISITORS)) db.prepare(sql).run({ today });
    return db
      .prepare(
        'UPDATE visit_events SET aggregated = 1, visitor_hash = NULL WHERE aggregated = 0 AND day < ?',
      )
      .run(today).changes;
  })();
}
