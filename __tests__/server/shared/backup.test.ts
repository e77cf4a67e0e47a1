/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runClientsCommand } from '@/server/client-area/clients-cli';
import { openClientDatabase } from '@/server/client-area/database';
import { createClient } from '@/server/client-area/store';
import { backupDatabase } from '@/server/shared/backup';
import { runStaffCommand } from '@/server/staff/staff-cli';
import { openStaffDatabase } from '@/server/staff/database';
import { runInProcess } from '../../fixtures/in-process-command';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

const tempDir = createTempDirPerTest('backup-twice');

/** The e-mails of the clients a database file holds. */
function readEmails(dbPath: string): string[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare('SELECT email FROM clients ORDER BY id').pluck().all() as string[];
  } finally {
    db.close();
  }
}

function addClientTo(dbPath: string, email: string) {
  const db = openClientDatabase(dbPath);
  createClient(db, { email, name: 'Ana', company: 'Sol', passwordHash: 'x' });
  db.close();
}

describe('a second backup under the same name', () => {
  jest.setTimeout(60_000);

  it('npm run clients -- backup: goes beside the first, which stays as it was', async () => {
    const dbPath = path.join(tempDir(), 'clients.db');
    const env = { ...process.env, CLIENT_DB_PATH: dbPath };
    const file = path.join(tempDir(), 'clients-2026-12-02.db');
    addClientTo(dbPath, 'ana@ejemplo.mx');
    expect((await runInProcess(runClientsCommand, ['backup', file], env)).stdout).toBe(
      `Respaldo escrito en ${file}.\n`,
    );
    addClientTo(dbPath, 'luis@ejemplo.mx');
    const second = path.join(tempDir(), 'clients-2026-12-02-2.db');
    expect((await runInProcess(runClientsCommand, ['backup', file], env)).stdout).toBe(
      `Respaldo escrito en ${second}.\n`,
    );
    const third = path.join(tempDir(), 'clients-2026-12-02-3.db');
    expect((await runInProcess(runClientsCommand, ['backup', file], env)).stdout).toContain(third);

    expect(readEmails(file)).toEqual(['ana@ejemplo.mx']);
    expect(readEmails(second)).toEqual(['ana@ejemplo.mx', 'luis@ejemplo.mx']);
    // No temporary file stays behind.
    expect(readdirSync(tempDir()).filter((name) => name.includes('parcial'))).toEqual([]);
  });

  it('npm run personal -- respaldo: the same', async () => {
    const dbPath = path.join(tempDir(), 'staff.db');
    openStaffDatabase(dbPath).close();
    const env = { ...process.env, STAFF_DB_PATH: dbPath };
    const file = path.join(tempDir(), 'staff-2026-12-02.db');
    await runInProcess(runStaffCommand, ['respaldo', file], env);
    expect((await runInProcess(runStaffCommand, ['respaldo', file], env)).stdout).toBe(
      `Respaldo del equipo escrito en ${path.join(tempDir(), 'staff-2026-12-02-2.db')}.\n`,
    );
  });

  it('two at the same moment each get a name of their own', async () => {
    const dbPath = path.join(tempDir(), 'clients.db');
    addClientTo(dbPath, 'ana@ejemplo.mx');
    const file = path.join(tempDir(), 'respaldo.db');
    const written = await Promise.all([1, 2, 3].map(() => backupDatabase(dbPath, file)));
    const names = ['respaldo.db', 'respaldo-2.db', 'respaldo-3.db'];
    expect([...written].sort()).toEqual(names.map((name) => path.join(tempDir(), name)).sort());
    for (const copy of written) expect(readEmails(copy)).toEqual(['ana@ejemplo.mx']);
  });
});
