/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runVisitStatsCommand } from '@/server/analytics/visit-stats-cli';
import {
  DatabaseUpgradeError,
  UPGRADE_EXIT_CODE,
  openDatabase,
  readSchemaVersion,
  type Migration,
  type SqliteDatabase,
} from '@/server/shared/database';
import { VISIT_TABLES_V1 } from '@/server/shared/visit-tables';
import { failure } from '../../fixtures/command-failure';
import { dumpDatabase } from '../../fixtures/database-dump';
import { runInProcess } from '../../fixtures/in-process-command';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

const tempDir = createTempDirPerTest('migrate');

const STEPS: Migration[] = [
  'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);',
  "INSERT INTO notes (text) VALUES ('Hola'), ('hola');",
  (db) => {
    db.prepare('UPDATE notes SET text = upper(text)').run();
  },
  'CREATE UNIQUE INDEX notes_text ON notes(text);',
];

function writeFile(steps: Migration[]): string {
  const file = path.join(tempDir(), 'notes.db');
  openDatabase(file, { migrations: steps, synchronous: 'FULL' }).close();
  return file;
}

describe('migrateDatabase', () => {
  it('applies SQL and function steps in order, up to the last version', () => {
    const db = openDatabase(writeFile(STEPS.slice(0, 2)), {
      migrations: STEPS.slice(0, 3),
      synchronous: 'FULL',
    });
    expect(readSchemaVersion(db)).toBe(3);
    expect(db.prepare('SELECT text FROM notes ORDER BY id').pluck().all()).toEqual([
      'HOLA',
      'HOLA',
    ]);
    db.close();
  });

  it('leaves the file exactly as it was when a later step fails, and says so in Spanish', () => {
    const file = writeFile(STEPS.slice(0, 2));
    const bytes = readFileSync(file);
    // Steps 3 and 4 of 4: the third applies, the fourth cannot (two rows are now HOLA).
    const open = () => openDatabase(file, { migrations: STEPS, synchronous: 'FULL' });
    expect(open).toThrow(DatabaseUpgradeError);
    expect(open).toThrow(
      /^La base de datos .*notes\.db no se actualizó \(de la versión 2 a la 4\): el paso 4 falló \(«UNIQUE constraint failed: notes\.text»\)\. El archivo quedó exactamente como estaba\./,
    );
    expect(readFileSync(file).equals(bytes)).toBe(true);
    const db = new Database(file, { readonly: true });
    expect(dumpDatabase(db)).toMatchObject({
      version: 2,
      rows: [['notes', [{ text: 'Hola' }, { text: 'hola' }]]],
    });
    db.close();
  });

  it('refuses the rows findConflicts names before applying anything', () => {
    const file = writeFile(STEPS.slice(0, 2));
    const findConflicts = jest.fn((db: SqliteDatabase) =>
      (
        db
          .prepare("SELECT group_concat(text, ' y ') FROM notes GROUP BY upper(text)")
          .pluck()
          .all() as string[]
      ).map((texts) => ({
        problem: `Las notas ${texts} son una sola.`,
        fix: 'Cambia una: npm run notas -- renombrar',
      })),
    );
    const applied = jest.fn();
    let error: unknown;
    try {
      openDatabase(file, {
        migrations: [...STEPS.slice(0, 2), applied],
        synchronous: 'FULL',
        findConflicts,
        conflictsCommand: 'npm run notas -- colisiones',
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(applied).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(DatabaseUpgradeError);
    expect((error as DatabaseUpgradeError).exitCode).toBe(UPGRADE_EXIT_CODE);
    expect((error as Error).message).toContain(
      '• Las notas Hola y hola son una sola.\n  Cambia una: npm run notas -- renombrar',
    );
    expect((error as Error).message).toContain('npm run notas -- colisiones los muestra de nuevo');
    // An up-to-date file and a new one are not searched.
    findConflicts.mockClear();
    openDatabase(writeFile(STEPS.slice(0, 2)), {
      migrations: STEPS.slice(0, 2),
      synchronous: 'FULL',
      findConflicts,
    }).close();
    openDatabase(path.join(tempDir(), 'new.db'), {
      migrations: STEPS.slice(0, 2),
      synchronous: 'FULL',
      findConflicts,
    }).close();
    expect(findConflicts).not.toHaveBeenCalled();
  });

  it('stops `npm run estadisticas` on a visits file it cannot upgrade, in Spanish and with its code', async () => {
    const file = path.join(tempDir(), 'visits.db');
    // A file at version 1 that already has a table the second step creates.
    openDatabase(file, {
      migrations: [VISIT_TABLES_V1, 'CREATE TABLE visit_drops (day TEXT);'],
      synchronous: 'NORMAL',
    }).close();
    const db = new Database(file);
    db.pragma('user_version = 1');
    db.close();
    const bytes = readFileSync(file);
    const env = {
      ...process.env,
      VISITS_DB_PATH: file,
      CLIENT_DB_PATH: path.join(tempDir(), 'none.db'),
    };
    const { code, stderr } = await failure(runInProcess(runVisitStatsCommand, [], env));
    expect(code).toBe(UPGRADE_EXIT_CODE);
    expect(stderr).toMatch(/^La base de datos .*visits\.db no se actualizó \(de la versión 1 a la/);
    expect(stderr).toContain('el paso 2 falló');
    expect(stderr).not.toContain('Uso:');
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });
});
