import { closeSync, existsSync, fsyncSync, linkSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SqliteDatabase } from './database';

/** Pages per backup step: all of them, so the copy is one snapshot that never has to restart. */
const ALL_PAGES = 0x7fffffff;
/** What `link()` answers on a file system that has no hard links. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);
/** Snapshots this process has started: each writes under a temporary name of its own. */
let snapshotCount = 0;

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
 * does not. The copy is written under a temporary name of its own and, once complete and on disk,
 * handed to `publish`, which gives it its name; the temporary file never stays behind.
 */
async function writeSnapshot<T>(
  source: SqliteDatabase,
  targetPath: string,
  publish: (partialPath: string) => T,
): Promise<T> {
  snapshotCount += 1;
  const partialPath = `${targetPath}.${process.pid}-${snapshotCount}.parcial`;
  rmSync(partialPath, { force: true });
  try {
    await source.backup(partialPath, { progress: () => ALL_PAGES });
    const copy = new Database(partialPath, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    fsyncFile(partialPath);
    return publish(partialPath);
  } finally {
    rmSync(partialPath, { force: true });
  }
}

/** Copies a live database to `targetPath` (see writeSnapshot), replacing what was there. */
export async function copyDatabase(source: SqliteDatabase, targetPath: string): Promise<void> {
  await writeSnapshot(source, targetPath, (partialPath) => renameSync(partialPath, targetPath));
}

/** `respaldo.db` → `respaldo-2.db`: the name of the `copy`th backup asked for under one name. */
function numberBackupPath(backupPath: string, copy: number): string {
  if (copy === 1) return backupPath;
  const extension = path.extname(backupPath);
  return `${backupPath.slice(0, backupPath.length - extension.length)}-${copy}${extension}`;
}

/**
 * Gives a complete copy the first free name among `backupPath`, `…-2.db`, `…-3.db` and returns
 * its number: a hard link is made only where no file is, so a backup never replaces another,
 * even one written at the same moment by another process.
 */
function claimFreeName(partialPath: string, backupPath: string): number {
  for (let copy = 1; ; copy += 1) {
    const candidate = numberBackupPath(backupPath, copy);
    try {
      linkSync(partialPath, candidate);
      return copy;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (code === 'EEXIST') continue;
      if (!NO_HARD_LINKS.has(code)) throw error;
      // A folder without hard links (some network shares): checked, then renamed.
      if (existsSync(candidate)) continue;
      renameSync(partialPath, candidate);
      return copy;
    }
  }
}

/**
 * Writes a consistent copy of the database at `dbPath` to `backupPath` or, when that file exists
 * (a second backup the same day), to `…-2.db`, `…-3.db`: never over another backup, and never a
 * failure for it. Resolves with the path written.
 */
export async function backupDatabase(dbPath: string, backupPath: string): Promise<string> {
  if (!existsSync(dbPath)) throw new Error(`No existe la base de datos ${dbPath}.`);
  const source = new Database(dbPath, { fileMustExist: true, timeout: 5000 });
  try {
    const target = path.resolve(backupPath);
    const copy = await writeSnapshot(source, target, (partialPath) =>
      claimFreeName(partialPath, target),
    );
    return numberBackupPath(backupPath, copy);
  } finally {
    source.close();
  }
}
