import { existsSync } from 'node:fs';
import { openDatabase, type SqliteDatabase } from '../shared/database';
import { getClientDbPath, getVisitsDbPath } from '../shared/database-paths';
import { CREATE_ROLLUPS, REFILL_ROLLUPS } from './rollups';
import { VISIT_TABLES_V1 } from '../shared/visit-tables';

/**
 * The visit counts' schema, in a file of its own: anonymous beacons never write where passwords
 * and sessions live. Raw events keep a visitor hash only until their day closes, when each page's
 * distinct visitors (path '' for the whole site) are counted; the salt behind the hash lives one
 * day. Kinds and devices must match VISIT_KINDS and DEVICE_CLASSES: a unit test compares them.
 * Daily rows write '' for a missing value, so they stay unique. The first four tables are
 * written exactly as the clients' file had them, so their rows move over as they are.
 */
const MIGRATIONS = [
  VISIT_TABLES_V1,
  // Beacons turned away because their day had reached the cap on stored events.
  `CREATE TABLE visit_drops (
     day TEXT PRIMARY KEY,
     beacons INTEGER NOT NULL
   );`,
  // The daily rows added up by day and by month with fewer dimensions, for the dashboard's year.
  `${CREATE_ROLLUPS};
${REFILL_ROLLUPS};`,
];

/** The tables the clients' file held before the visit counts had a file of their own. */
const TABLES_IN_CLIENTS_FILE = ['visit_events', 'visit_daily', 'visit_visitors', 'visit_salts'];

/**
 * Moves the visit counts an older install kept in the clients' file into `db`, then drops them
 * there. Each row keeps its key, and a row already in `db` is left as it is, so a move stopped
 * halfway (the copy committed, the drop not) is finished by the next start without counting
 * anything twice. Returns the rows moved per table.
 */
export function moveVisitsFromClientsFile(
  db: SqliteDatabase,
  clientDbPath: string,
): Record<string, number> {
  if (!existsSync(clientDbPath)) return {};
  db.prepare('ATTACH DATABASE ? AS clients').run(clientDbPath);
  try {
    const present = db
      .prepare(
        `SELECT name FROM clients.sqlite_master WHERE type = 'table' AND name IN (${TABLES_IN_CLIENTS_FILE.map(() => '?').join(', ')})`,
      )
      .pluck()
      .all(...TABLES_IN_CLIENTS_FILE) as string[];
    if (present.length === 0) return {};
    // The rollups are filled again with the rows moved, in the same transaction.
    const moved = db.transaction(() => {
      const rows: Record<string, number> = Object.fromEntries(
        present.map((table) => [
          table,
          db.prepare(`INSERT OR IGNORE INTO main.${table} SELECT * FROM clients.${table}`).run()
            .changes,
        ]),
      );
      if (Object.values(rows).some((count) => count > 0)) db.exec(REFILL_ROLLUPS);
      return rows;
    })();
    db.pragma('clients.synchronous = FULL');
    db.transaction(() => present.forEach((table) => db.exec(`DROP TABLE clients.${table}`)))();
    return moved;
  } finally {
    db.exec('DETACH DATABASE clients');
  }
}

/**
 * Opens (creating when needed) the visit counts' database: WAL with `synchronous = NORMAL`, since
 * a power cut may take back the last beacons but never the clients' data; then moves in the
 * counts an older install kept in the clients' file (`null`: none to look for, as in tests).
 */
export function openVisitsDatabase(
  filePath: string = getVisitsDbPath(),
  clientDbPath: string | null = getClientDbPath(),
): SqliteDatabase {
  const db = openDatabase(filePath, { migrations: MIGRATIONS, synchronous: 'NORMAL' });
  if (clientDbPath) moveVisitsFromClientsFile(db, clientDbPath);
  return db;
}
