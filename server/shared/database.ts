import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** A connection to one of the server's SQLite files. */
export type SqliteDatabase = Database.Database;

/**
 * One step of a schema: SQL, or a function for what SQL cannot say (an e-mail read with the
 * rule of lib/site/email.ts). Each moves the schema one version forward; never edit one that has
 * shipped.
 */
export type Migration = string | ((db: SqliteDatabase) => void);

/**
 * Rows the pending migrations would refuse, in the operator's words: what collides and the
 * command that fixes it with the operator's choice.
 */
export type UpgradeConflict = { problem: string; fix: string };

/**
 * The exit code of a process that stops because a file cannot be upgraded: the systemd unit
 * names it in `RestartPreventExitStatus=`, since starting again meets the same data.
 * (EX_DATAERR of sysexits.h.)
 */
export const UPGRADE_EXIT_CODE = 65;

/** A file that could not be upgraded and was left exactly as it was; the message is Spanish. */
export class DatabaseUpgradeError extends Error {
  readonly exitCode = UPGRADE_EXIT_CODE;

  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUpgradeError';
  }
}

export type MigrateOptions = {
  /**
   * The rows of the file, in whatever schema it has now, that the pending migrations cannot take.
   * Asked only when there are pending migrations and the file is not new.
   */
  findConflicts?: (db: SqliteDatabase) => UpgradeConflict[];
  /** The command that lists the conflicts again, e.g. `npm run clients -- colisiones`. */
  conflictsCommand?: string;
};

/** The schema version of a file (`user_version` counts the migrations applied). */
export const readSchemaVersion = (db: SqliteDatabase) =>
  Number(db.pragma('user_version', { simple: true }));

/** Each conflict as a bullet, its fix on the next line. */
const listConflicts = (conflicts: readonly UpgradeConflict[]) =>
  conflicts.flatMap(({ problem, fix }) => [`• ${problem}`, `  ${fix}`]);

function describeConflicts(
  file: string,
  versions: string,
  conflicts: readonly UpgradeConflict[],
  conflictsCommand: string | undefined,
): string {
  return [
    `La base de datos ${file} no se actualizó (${versions}): tiene datos que esta versión ya no admite. El archivo quedó exactamente como estaba.`,
    '',
    ...listConflicts(conflicts),
    '',
    conflictsCommand
      ? `Resuelve cada caso (${conflictsCommand} los muestra de nuevo) y vuelve a arrancar el servidor o la orden.`
      : 'Resuelve cada caso y vuelve a arrancar el servidor o la orden.',
  ].join('\n');
}

/**
 * Applies the migrations the file has not seen yet, all in one immediate transaction: either the
 * file reaches the last version, or it is left exactly as it was (version, schema and rows) and
 * a DatabaseUpgradeError says why in Spanish. The rows that `findConflicts` names are refused
 * before anything is applied. The version is read inside the transaction, so two processes that
 * open the file together migrate it once.
 */
export function migrateDatabase(
  db: SqliteDatabase,
  migrations: readonly Migration[],
  { findConflicts, conflictsCommand }: MigrateOptions = {},
): void {
  // An up-to-date file takes no write lock; otherwise the version is read again under it.
  if (readSchemaVersion(db) >= migrations.length) return;
  db.transaction(() => {
    const current = readSchemaVersion(db);
    if (current >= migrations.length) return;
    const versions = `de la versión ${current} a la ${migrations.length}`;
    const conflicts = current > 0 && findConflicts ? findConflicts(db) : [];
    if (conflicts.length > 0) {
      throw new DatabaseUpgradeError(
        describeConflicts(db.name, versions, conflicts, conflictsCommand),
      );
    }
    migrations.slice(current).forEach((migration, index) => {
      try {
        if (typeof migration === 'string') db.exec(migration);
        else migration(db);
      } catch (error) {
        // Read by shape: better-sqlite3 may build its SqliteError in another realm (Jest's).
        const detail =
          typeof error === 'object' && error !== null && 'message' in error
            ? String(error.message)
            : String(error);
        throw new DatabaseUpgradeError(
          [
            `La base de datos ${db.name} no se actualizó (${versions}): el paso ${current + index + 1} falló («${detail}»). El archivo quedó exactamente como estaba.`,
            conflictsCommand
              ? `${conflictsCommand} muestra los datos que esta versión no admite; si no muestra ninguno, avisa a quien mantiene el servidor.`
              : 'Avisa a quien mantiene el servidor.',
          ].join('\n'),
        );
      }
    });
    db.pragma(`user_version = ${migrations.length}`);
  }).immediate();
}

/**
 * What a `colisiones` command answers for a file opened as it is: that it is up to date, that
 * nothing stops its upgrade, or each conflict with its fix.
 */
export function describeUpgradeConflicts(
  db: SqliteDatabase,
  migrations: readonly Migration[],
  findConflicts: (db: SqliteDatabase) => UpgradeConflict[],
): string {
  const current = readSchemaVersion(db);
  if (current >= migrations.length) {
    return `La base de datos ${db.name} ya está al día (versión ${current}).`;
  }
  const conflicts = current > 0 ? findConflicts(db) : [];
  const header = `La base de datos ${db.name} está en la versión ${current} y esta versión del servidor la lleva a la ${migrations.length}`;
  if (conflicts.length === 0) {
    return `${header}: no hay datos que lo impidan. Se actualiza al arrancar el servidor o con cualquier otra orden.`;
  }
  return [
    `${header} en cuanto resuelvas ${conflicts.length === 1 ? 'este caso' : `estos ${conflicts.length} casos`}:`,
    '',
    ...listConflicts(conflicts),
  ].join('\n');
}

export type OpenDatabaseOptions = MigrateOptions & {
  migrations: readonly Migration[];
  /**
   * `FULL`: a write that returned survives the machine losing power. `NORMAL`: it survives the
   * process being killed, and a power loss may take back the last commits, never corrupt the file.
   */
  synchronous: 'FULL' | 'NORMAL';
};

/**
 * Opens (creating it and its folder when needed) a database file in WAL mode with foreign keys
 * on, and brings its schema up to date, or closes it and throws the DatabaseUpgradeError of
 * `migrateDatabase`, the file untouched. The commands (`npm run clients`, `npm run personal`)
 * write to the file the server has open, so a transaction that writes begins with
 * `.immediate()`: a deferred one that reads before it writes fails at once with "database is
 * locked", without waiting, when the other process wrote in between.
 */
export function openDatabase(
  filePath: string,
  { migrations, synchronous, ...options }: OpenDatabaseOptions,
): SqliteDatabase {
  mkdirSync(path.dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  try {
    setUpConnection(db, synchronous);
    migrateDatabase(db, migrations, options);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function setUpConnection(db: SqliteDatabase, synchronous: OpenDatabaseOptions['synchronous']) {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
}

/**
 * Opens an existing database file as `openDatabase` does but leaves its schema as it is: the
 * commands that list and fix what stops an upgrade work on a file the server cannot open yet.
 */
export function openDatabaseAsIs(
  filePath: string,
  synchronous: OpenDatabaseOptions['synchronous'],
): SqliteDatabase {
  if (!existsSync(filePath)) throw new Error(`No existe la base de datos ${filePath}.`);
  const db = new Database(filePath, { fileMustExist: true });
  setUpConnection(db, synchronous);
  return db;
}
