import type { SqliteDatabase } from '../shared/database';

/**
 * What a report can group or filter by. `campaign` is the three utm tags together; `place` the
 * WhatsApp link's place (empty on a page view).
 */
export type Dimension = 'path' | 'referrer' | 'device' | 'campaign' | 'place';

/** The columns of a daily row behind each dimension. */
const DIMENSION_COLUMNS: Record<Dimension, readonly string[]> = {
  path: ['path'],
  referrer: ['referrer_host'],
  device: ['device'],
  campaign: ['utm_source', 'utm_medium', 'utm_campaign'],
  place: ['place'],
};

/** Every column of a daily row but its day and views, in the order the tables list them. */
export const ROW_COLUMNS = [
  'kind',
  'path',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'place',
];

export type Grain = 'dia' | 'mes';

/**
 * The daily rows added up with fewer dimensions, by day and by month (`grains`), so a year of one
 * table reads a few thousand rows instead of every daily row: the pages of 12 months are about
 * 12 × 300 rows, where the daily rows of a busy site are 12 × 100 000. A report reads the
 * smallest rollup that keeps what it groups and filters by (`chooseRollup`). The two that keep
 * both the page and the source are by month only: by day they would be as large as the daily
 * rows, which serve as their days (through the indexes on the page and the source, which such a
 * report always filters by). Listed from the smallest to the largest. Migration 3 fills them
 * from the daily rows: changing this list needs a migration that refills them (`REFILL_ROLLUPS`).
 */
export const ROLLUPS: readonly { name: string; keeps: readonly Dimension[]; grains: Grain[] }[] = [
  { name: 'total', keeps: [], grains: ['dia', 'mes'] },
  { name: 'resumen', keeps: ['device', 'campaign', 'place'], grains: ['dia', 'mes'] },
  { name: 'origenes', keeps: ['referrer', 'place'], grains: ['dia', 'mes'] },
  { name: 'paginas', keeps: ['path', 'place'], grains: ['dia', 'mes'] },
  {
    name: 'origenes-detalle',
    keeps: ['referrer', 'device', 'campaign', 'place'],
    grains: ['dia', 'mes'],
  },
  { name: 'paginas-dispositivo', keeps: ['path', 'device', 'place'], grains: ['dia', 'mes'] },
  {
    name: 'paginas-detalle',
    keeps: ['path', 'device', 'campaign', 'place'],
    grains: ['dia', 'mes'],
  },
  { name: 'paginas-origenes', keeps: ['path', 'referrer', 'place'], grains: ['mes'] },
  {
    name: 'todo',
    keeps: ['path', 'referrer', 'device', 'campaign', 'place'],
    grains: ['mes'],
  },
];

type Rollup = (typeof ROLLUPS)[number];

/** The smallest rollup that keeps every dimension in `needs`. */
export function chooseRollup(needs: Iterable<Dimension>): Rollup {
  const needed = [...needs];
  return (
    ROLLUPS.find(({ keeps }) => needed.every((need) => keeps.includes(need))) ?? ROLLUPS.at(-1)!
  );
}

/** A column as a rollup stores it: its value when the rollup keeps it, '' when not. */
function keptColumn(keeps: readonly Dimension[], column: string): string {
  const kept =
    column === 'kind' || keeps.some((dimension) => DIMENSION_COLUMNS[dimension].includes(column));
  return kept ? column : "''";
}

/**
 * The statements that add the daily rows `source` gives (day, the row columns, views) to every
 * rollup, by each of its grains, and the visitors `visitorsSource` gives (day, path, visitors) to
 * the monthly visitors.
 */
export function addToRollupsSql(source: string, visitorsSource: string): string[] {
  const periods: Record<Grain, string> = { dia: 'day', mes: 'substr(day, 1, 7)' };
  const rollups = ROLLUPS.flatMap(({ name, keeps, grains }) =>
    grains.map(
      (
        grain,
      ) => `INSERT INTO visit_rollups (rollup, grain, period, ${ROW_COLUMNS.join(', ')}, views)
        SELECT '${name}', '${grain}', ${periods[grain]},
          ${ROW_COLUMNS.map((column) => keptColumn(keeps, column)).join(', ')}, SUM(views)
        FROM (${source}) WHERE true GROUP BY 3, 4, 5, 6, 7, 8, 9, 10, 11
        ON CONFLICT DO UPDATE SET views = views + excluded.views`,
    ),
  );
  return [
    ...rollups,
    `INSERT INTO visit_visitors_monthly (month, path, visitors)
       SELECT substr(day, 1, 7), path, SUM(visitors) FROM (${visitorsSource}) WHERE true GROUP BY 1, 2
       ON CONFLICT DO UPDATE SET visitors = visitors + excluded.visitors`,
  ];
}

/** Empties the rollups and fills them again from every daily row and visitor count. */
export const REFILL_ROLLUPS = [
  'DELETE FROM visit_rollups',
  'DELETE FROM visit_visitors_monthly',
  ...addToRollupsSql('SELECT * FROM visit_daily', 'SELECT * FROM visit_visitors'),
].join(';\n');

/**
 * The rollups' tables, and the indexes a report filtered by page, source or campaign reads: each
 * ends with the views, so the index alone answers (a rollup's index holds its key's columns
 * anyway). The daily rows' indexes serve the days of the rollups kept by month only.
 */
export const CREATE_ROLLUPS = `CREATE TABLE visit_rollups (
     rollup TEXT NOT NULL,
     grain TEXT NOT NULL CHECK (grain IN ('dia', 'mes')),
     period TEXT NOT NULL,
     ${ROW_COLUMNS.map((column) => `${column} TEXT NOT NULL`).join(',\n     ')},
     views INTEGER NOT NULL,
     PRIMARY KEY (rollup, grain, period, ${ROW_COLUMNS.join(', ')})
   ) WITHOUT ROWID;
   CREATE INDEX visit_rollups_path ON visit_rollups(rollup, grain, path, period, views);
   CREATE INDEX visit_rollups_referrer ON visit_rollups(rollup, grain, referrer_host, period, views);
   CREATE INDEX visit_rollups_campaign ON visit_rollups(rollup, grain, utm_campaign, period, views);
   CREATE TABLE visit_visitors_monthly (
     month TEXT NOT NULL,
     path TEXT NOT NULL,
     visitors INTEGER NOT NULL,
     PRIMARY KEY (month, path)
   ) WITHOUT ROWID;
   CREATE INDEX visit_daily_path ON visit_daily(path, day);
   CREATE INDEX visit_daily_referrer ON visit_daily(referrer_host, day);
   CREATE INDEX visit_daily_path_referrer ON visit_daily(path, referrer_host, day);`;

/** Fills the rollups again from the daily rows, in one transaction. */
export function refillRollups(db: SqliteDatabase): void {
  db.transaction(() => db.exec(REFILL_ROLLUPS))();
}
