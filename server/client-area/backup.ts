import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SCHEMA_VERSION, type ClientDatabase } from './database';

/** Pages per backup step: all of them, so the copy is one snapshot that never has to restart. */
const ALL_PAGES = 0x7fffffff;

function fsyncFile(filePath: string): void {
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
async function copyDatabase(source: ClientDatabase, targetPath: string): Promise<void> {
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
    if (error instanceof Error && 'code' in error) throw refuse(error.message);
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
      if (error instanceof Error && 'code' in error && error.code === 'SQLITE_BUSY') {
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
