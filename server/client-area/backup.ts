import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { copyDatabase, fsyncFile } from '../shared/backup';
import { SCHEMA_VERSION, type ClientDatabase } from './database';

/**
 * The `code` of an error from SQLite (`SQLITE_BUSY`, …), read off the object rather than through
 * `instanceof Error`: better-sqlite3 hands its error class to the native addon once per process,
 * so under Jest, which loads the modules anew for each test file, its errors may come from another
 * file's realm.
 */
const sqliteCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** Opens a backup read-only, or throws a Spanish message when it is corrupt or not ours. */
function openVerifiedBackup(backupPath: string): ClientDatabase {
  if (!existsSync(backupPath)) throw new Error(`No existe el respaldo ${backupPath}.`);
  const refuse = (detail: string) =>
    new Error(
      `El respaldo ${backupPath} está dañado o no es una base de datos SQLite (${detail}). ` +
        'No se restauró nada.',
    );
  let backup: ClientDatabase | undefined;
  try {
    backup = new Database(backupPath, { readonly: true, fileMustExist: true });
    const problems = backup.pragma('integrity_check', { simple: false }) as {
      integrity_check: string;
    }[];
    const first = problems[0]?.integrity_check ?? 'sin respuesta';
    if (first !== 'ok') throw refuse(first);
    const version = Number(backup.pragma('user_version', { simple: true }));
    if (version < 1 || version > SCHEMA_VERSION) {
      throw new Error(
        `El respaldo ${backupPath} no es una base de clientes que esta versión pueda usar ` +
          `(versión de esquema ${version}). No se restauró nada.`,
      );
    }
    return backup;
  } catch (error) {
    backup?.close();
    if (sqliteCode(error) !== undefined) throw refuse((error as Error).message);
    throw error;
  }
}

/**
 * Replaces the database at `dbPath` with a verified backup. Refuses while any other connection
 * has the database open: leaving WAL mode needs every other connection closed, so a failed
 * switch (SQLITE_BUSY) means the API, or anything else, is using the file. The exclusive lock
 * taken then is held while the backup is written over the file in place, so an API started
 * meanwhile waits and then reads the restored data.
 */
export async function restoreDatabase(backupPath: string, dbPath: string): Promise<void> {
  const backup = openVerifiedBackup(backupPath);
  mkdirSync(path.dirname(dbPath), { recursive: true });
  const snapshotPath = path.join(path.dirname(dbPath), `.restaurar-${process.pid}.db`);
  try {
    await copyDatabase(backup, snapshotPath);
  } finally {
    backup.close();
  }
  const target = new Database(dbPath, { timeout: 0 });
  try {
    try {
      target.pragma('journal_mode = DELETE');
      target.pragma('locking_mode = EXCLUSIVE');
      target.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      if (sqliteCode(error) === 'SQLITE_BUSY') {
        throw new Error(
          `La base de datos ${dbPath} está en uso (¿la API sigue encendida?). ` +
            'Detén el servidor y vuelve a intentar; no se restauró nada.',
        );
      }
      throw error;
    }
    copyFileSync(snapshotPath, dbPath);
    fsyncFile(dbPath);
    target.exec('ROLLBACK');
  } finally {
    target.close();
    rmSync(snapshotPath, { force: true });
  }
}
