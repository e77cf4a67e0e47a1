import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SqliteDatabase } from './database';

/** Pages per backup step: all of them, so the copy is one snapshot that never has to restart. */
const ALL_PAGES = 0x7fffffff;

/** Makes a file's content durable on disk. */
export function fsyncFile(filePath: string): void {
  const fd = openSync(filePath, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies a live database to a single self-contained file (rollback journal, no -wal beside it)
 * through SQLite's online backup API, which better-sqlite3 exposes as `db.backup()`: it reads
 * a consistent snapshot while the API keeps writing, which a plain file copy of a WAL database
 * does not. The copy is written under a temporary name and renamed only once it is complete.
 */
export async function copyDatabase(source: SqliteDatabase, targetPath: string): Promise<void> {
  const partialPath = `${targetPath}.parcial`;
  rmSync(partialPath, { force: true });
  try {
    await source.backup(partialPath, { progress: () => ALL_PAGES });
    const copy = new Database(partialPath, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    fsyncFile(partialPath);
    renameSync(partialPath, targetPath);
  } finally {
    rmSync(partialPath, { force: true });
  }
}

/** Writes a consistent copy of the database at `dbPath` to `backupPath`, which must not exist. */
export async function backupDatabase(dbPath: string, backupPath: string): Promise<void> {
  if (!existsSync(dbPath)) throw new Error(`No existe la base de datos ${dbPath}.`);
  if (existsSync(backupPath)) {
    throw new Error(`Ya existe ${backupPath}; elige otro nombre para no sobrescribir un respaldo.`);
  }
  const source = new Database(dbPath, { fileMustExist: true, timeout: 5000 });
  try {
    await copyDatabase(source, path.resolve(backupPath));
  } finally {
    source.close();
  }
}
