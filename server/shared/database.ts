import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A connection to one of the server's SQLite files. */
export type SqliteDatabase = Database.Database;

/**
 * Applies the migrations the file has not seen yet (`user_version` counts the applied ones), each
 * in its own transaction. Each entry moves the schema one version forward; never edit one that
 * has shipped.
 */
export function migrateDatabase(db: SqliteDatabase, migrations: readonly string[]): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  migrations.slice(current).forEach((sql, index) => {
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${current + index + 1}`);
    })();
  });
}

export type OpenDatabaseOptions = {
  migrations: readonly string[];
  /**
   * `FULL`: a write that returned survives the machine losing power. `NORMAL`: it survives the
   * process being killed, and a power loss may take back the last commits, never corrupt the file.
   */
  synchronous: 'FULL' | 'NORMAL';
};

/**
 * Opens (creating it and its folder when needed) a database file in WAL mode with foreign keys
 * on, and brings its schema up to date. The commands (`npm run clients`, `npm run personal`)
 * write to the file the server has open, so a transaction that writes begins with
 * `.immediate()`: a deferred one that reads before it writes fails at once with "database is
 * locked", without waiting, when the other process wrote in between.
 */
export function openDatabase(
  filePath: string,
  { migrations, synchronous }: OpenDatabaseOptions,
): SqliteDatabase {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateDatabase(db, migrations);
  return db;
}
