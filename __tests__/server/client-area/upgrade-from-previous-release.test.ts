/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runClientsCommand } from '@/server/client-area/clients-cli';
import { CLIENT_MIGRATIONS, openClientDatabase } from '@/server/client-area/database';
import { createClient } from '@/server/client-area/store';
import {
  DatabaseUpgradeError,
  UPGRADE_EXIT_CODE,
  openDatabase,
  readSchemaVersion,
  type Migration,
  type SqliteDatabase,
} from '@/server/shared/database';
import { hashPassword } from '@/server/shared/passwords';
import { STAFF_MIGRATIONS, openStaffDatabase } from '@/server/staff/database';
import { runStaffCommand } from '@/server/staff/staff-cli';
import { createStaff } from '@/server/staff/store';
import { failure } from '../../fixtures/command-failure';
import { dumpDatabase } from '../../fixtures/database-dump';
import { runInProcess } from '../../fixtures/in-process-command';
import { STAFF_PASSWORD, startStaffApi } from '../../fixtures/staff-api';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

// The previous release's files: clients.db with the client work's row versions (step 7), before
// its audit log and the any-case indexes of invoice numbers and domains; staff.db with its first
// step. The old runner, one transaction per step, left such a clients.db at step 8.
const PREVIOUS_CLIENTS_VERSION = 7;
const PREVIOUS_STAFF_VERSION = 1;
const CLIENT_PASSWORD = 'pan-de-elote-2026';

const tempDir = createTempDirPerTest('upgrade');

/** A file written by the previous release: its steps only, then `fill` with what it allowed. */
function writeOldFile(
  file: string,
  migrations: readonly Migration[],
  fill: (db: SqliteDatabase) => void,
): Buffer {
  const db = openDatabase(file, { migrations, synchronous: 'FULL' });
  fill(db);
  db.close();
  return readFileSync(file);
}

let passwordHash: Promise<string> | undefined;
const hashOnce = () => (passwordHash ??= hashPassword(CLIENT_PASSWORD));

type OldClientRows = { invoices?: [string, string][]; domains?: [string, string][] };

/** An old clients.db with Ana and Beto, and each [client e-mail, number or domain] given. */
async function writeOldClientsFile(
  { invoices = [], domains = [] }: OldClientRows,
  extraEmails: string[] = [],
): Promise<{ file: string; bytes: Buffer }> {
  const file = path.join(tempDir(), 'data', 'clients.db');
  mkdirSync(path.dirname(file), { recursive: true });
  const hash = await hashOnce();
  const bytes = writeOldFile(file, CLIENT_MIGRATIONS.slice(0, PREVIOUS_CLIENTS_VERSION), (db) => {
    const ids = new Map(
      ['ana@ejemplo.mx', 'beto@ejemplo.mx', ...extraEmails].map((email) => [
        email,
        createClient(db, {
          email,
          name: 'Ana López',
          company: 'Panadería Sol',
          passwordHash: hash,
        }),
      ]),
    );
    invoices.forEach(([email, number]) =>
      db
        .prepare(
          `INSERT INTO invoices (client_id, number, concept, amount_cents, status, due_date)
           VALUES (?, ?, 'Sitio web', 450000, 'pendiente', '2026-12-15')`,
        )
        .run(ids.get(email), number),
    );
    domains.forEach(([email, domain]) =>
      db
        .prepare(
          `INSERT INTO services (client_id, domain, hosting_plan, renewal_date, mailboxes)
           VALUES (?, ?, 'Hosting Pyme', '2027-03-01', 5)`,
        )
        .run(ids.get(email), domain),
    );
  });
  return { file, bytes };
}

const COLLIDING: OldClientRows = {
  invoices: [
    ['ana@ejemplo.mx', 'CV-7'],
    ['beto@ejemplo.mx', 'cv-7'],
    ['ana@ejemplo.mx', 'CV-8'],
  ],
  domains: [
    ['ana@ejemplo.mx', 'panaderiasol.mx'],
    ['ana@ejemplo.mx', 'PanaderiaSol.MX'],
    ['beto@ejemplo.mx', 'panaderiasol.mx'],
  ],
};

function readDump(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return dumpDatabase(db);
  } finally {
    db.close();
  }
}

/** What opening the file with this release throws. */
function openingError(open: () => { close(): void }): DatabaseUpgradeError {
  try {
    open().close();
  } catch (error) {
    if (error instanceof DatabaseUpgradeError) return error;
    throw error;
  }
  throw new Error('The file was expected not to upgrade.');
}

const clients = (file: string, args: string[]) =>
  runInProcess(runClientsCommand, args, {
    ...process.env,
    CLIENT_DB_PATH: file,
    CLIENTS_ACTOR: 'Marta Ruiz',
  });

describe('clients.db of the previous release', () => {
  jest.setTimeout(30_000);

  it('migrates fully when its data is clean', async () => {
    const { file } = await writeOldClientsFile({
      invoices: [['ana@ejemplo.mx', 'CV-7']],
      domains: [
        ['ana@ejemplo.mx', 'panaderiasol.mx'],
        ['beto@ejemplo.mx', 'panaderiasol.mx'],
      ],
    });
    const db = openClientDatabase(file);
    expect(readSchemaVersion(db)).toBe(CLIENT_MIGRATIONS.length);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['staff_audit', 'outbox', 'account_links']));
    expect(db.prepare('SELECT number FROM invoices').pluck().all()).toEqual(['CV-7']);
    // The clients of before chose their password when they were created.
    expect(
      db.prepare('SELECT count(*) FROM clients WHERE password_set_at = created_at').pluck().get(),
    ).toBe(2);
    db.close();
  });

  it('leaves a file with colliding rows exactly as it was and names them in Spanish', async () => {
    const { file, bytes } = await writeOldClientsFile(COLLIDING);
    const before = readDump(file);
    const error = openingError(() => openClientDatabase(file));
    expect(error.exitCode).toBe(UPGRADE_EXIT_CODE);
    expect(error.message).toContain(
      `no se actualizó (de la versión ${PREVIOUS_CLIENTS_VERSION} a la ${CLIENT_MIGRATIONS.length}): tiene datos que esta versión ya no admite. El archivo quedó exactamente como estaba.`,
    );
    expect(error.message).toContain(
      '• Las facturas CV-7 (cliente ana@ejemplo.mx) y cv-7 (cliente beto@ejemplo.mx) difieren solo en mayúsculas y minúsculas',
    );
    expect(error.message).toContain(
      'Cambia el número de una: npm run clients -- renombrar-factura --number cv-7 --nuevo NÚMERO',
    );
    expect(error.message).toContain(
      '• El cliente ana@ejemplo.mx tiene los servicios PanaderiaSol.MX y panaderiasol.mx',
    );
    expect(error.message).toContain(
      'npm run clients -- renombrar-dominio --email ana@ejemplo.mx --domain PanaderiaSol.MX --nuevo DOMINIO',
    );
    expect(error.message).toContain('npm run clients -- colisiones los muestra de nuevo');
    expect(error.message).not.toMatch(/CV-8|beto@ejemplo\.mx tiene|SqliteError|UNIQUE/);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readDump(file)).toEqual(before);
    expect(before.version).toBe(PREVIOUS_CLIENTS_VERSION);
  });

  it('stops every `npm run clients` order with the report, and fixes it with the operator’s choice', async () => {
    const { file, bytes } = await writeOldClientsFile(COLLIDING);
    const stopped = await failure(clients(file, ['list']));
    expect(stopped.code).toBe(UPGRADE_EXIT_CODE);
    expect(stopped.stderr).toContain('• Las facturas CV-7 (cliente ana@ejemplo.mx) y cv-7');
    expect(stopped.stderr).not.toMatch(/SqliteError|\n\s+at /);

    const listed = await clients(file, ['colisiones']);
    expect(listed.stdout).toContain(
      `está en la versión ${PREVIOUS_CLIENTS_VERSION} y esta versión del servidor la lleva a la ${CLIENT_MIGRATIONS.length} en cuanto resuelvas estos 2 casos:`,
    );
    expect(listed.stdout).toContain('renombrar-factura --number cv-7 --nuevo NÚMERO');
    // Listing changes nothing.
    expect(readFileSync(file).equals(bytes)).toBe(true);

    const taken = await failure(
      clients(file, ['renombrar-factura', '--number', 'cv-7', '--nuevo', 'cv-8']),
    );
    expect(taken.stderr).toContain('Ya existe la factura CV-8.');
    const renamed = await clients(file, [
      'renombrar-factura',
      '--number',
      'cv-7',
      '--nuevo',
      'CV-7B',
    ]);
    expect(renamed.stdout).toContain('La factura cv-7 (cliente beto@ejemplo.mx) ahora es CV-7B.');
    expect(readDump(file).version).toBe(PREVIOUS_CLIENTS_VERSION);
    expect((await clients(file, ['colisiones'])).stdout).toContain(
      'en cuanto resuelvas este caso:',
    );

    await clients(file, [
      'renombrar-dominio',
      '--email',
      'ana@ejemplo.mx',
      '--domain',
      'PanaderiaSol.MX',
      '--nuevo',
      'tienda.panaderiasol.mx',
    ]);
    expect((await clients(file, ['colisiones'])).stdout).toContain('no hay datos que lo impidan');

    expect((await clients(file, ['list'])).stdout).toContain('ana@ejemplo.mx');
    const db = openClientDatabase(file);
    expect(readSchemaVersion(db)).toBe(CLIENT_MIGRATIONS.length);
    expect(db.prepare('SELECT number FROM invoices ORDER BY number').pluck().all()).toEqual([
      'CV-7',
      'CV-7B',
      'CV-8',
    ]);
    expect(
      db.prepare('SELECT domain FROM services ORDER BY client_id, domain').pluck().all(),
    ).toEqual(['panaderiasol.mx', 'tienda.panaderiasol.mx', 'panaderiasol.mx']);
    db.close();
    expect((await clients(file, ['colisiones'])).stdout).toContain('ya está al día');
  });

  it('signs in a client stored as contacto@diseño.mx before the punycode rule', async () => {
    await writeOldClientsFile({}, ['contacto@diseño.mx']);
    const api = startStaffApi({ dir: path.join(tempDir(), 'data') });
    expect(api.clientDb.prepare('SELECT email FROM clients ORDER BY id').pluck().all()).toEqual([
      'ana@ejemplo.mx',
      'beto@ejemplo.mx',
      'contacto@xn--diseo-rta.mx',
    ]);
    for (const email of ['contacto@diseño.mx', 'Contacto@XN--DISEO-RTA.MX']) {
      const response = await api.send('/auth/login', {
        method: 'POST',
        body: { email, password: CLIENT_PASSWORD },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toHaveProperty('token');
    }
  });

  it('reports two clients that become one address, and signs in after the fix', async () => {
    const { file, bytes } = await writeOldClientsFile({}, [
      'contacto@diseño.mx',
      'contacto@xn--diseo-rta.mx',
    ]);
    const error = openingError(() => openClientDatabase(file));
    expect(error.message).toContain(
      '• Los clientes contacto@diseño.mx (Ana López) y contacto@xn--diseo-rta.mx (Ana López) inician sesión con el mismo correo, contacto@xn--diseo-rta.mx',
    );
    expect(error.message).toContain(
      "npm run clients -- renombrar-correo --email 'contacto@diseño.mx' --nuevo CORREO",
    );
    expect(readFileSync(file).equals(bytes)).toBe(true);

    await clients(file, [
      'renombrar-correo',
      '--email',
      'contacto@diseño.mx',
      '--nuevo',
      'Ventas@Diseño.mx',
    ]);
    const api = startStaffApi({ dir: path.dirname(file) });
    const response = await api.send('/auth/login', {
      method: 'POST',
      body: { email: 'ventas@diseño.mx', password: CLIENT_PASSWORD },
    });
    expect(response.status).toBe(200);
  });

  it('is refused by the real server at start: a Spanish message, no stack trace, the exit code systemd does not restart on', async () => {
    const { file, bytes } = await writeOldClientsFile(COLLIDING);
    const outDir = path.join(tempDir(), 'out');
    mkdirSync(outDir);
    writeFileSync(path.join(outDir, '404.html'), '<!doctype html><title>404</title>');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      OUT_DIR: outDir,
      CLIENT_DB_PATH: file,
      VISITS_DB_PATH: undefined,
      STAFF_DB_PATH: undefined,
    };
    const server = spawn(path.resolve('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
    expect(code).toBe(UPGRADE_EXIT_CODE);
    expect(output).toContain('• Las facturas CV-7 (cliente ana@ejemplo.mx) y cv-7');
    expect(output).toContain('npm run clients -- colisiones');
    expect(output).not.toMatch(/SqliteError|Error:|\n\s+at /);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    const unit = readFileSync(path.resolve('deploy', 'systemd', 'codigo-verde.service'), 'utf8');
    expect(unit).toMatch(new RegExp(`^RestartPreventExitStatus=${UPGRADE_EXIT_CODE}$`, 'm'));
  });
});

describe('staff.db of the previous release', () => {
  jest.setTimeout(30_000);

  async function writeOldStaffFile(emails: string[]) {
    const file = path.join(tempDir(), 'data', 'staff.db');
    mkdirSync(path.dirname(file), { recursive: true });
    const hash = await hashPassword(STAFF_PASSWORD);
    const bytes = writeOldFile(file, STAFF_MIGRATIONS.slice(0, PREVIOUS_STAFF_VERSION), (db) =>
      emails.forEach((email) =>
        createStaff(db, { email, name: 'Marta Ruiz', role: 'gerente', passwordHash: hash }, 0),
      ),
    );
    return { file, bytes };
  }

  it('signs in an account stored as marta@diseño.mx with its second factor', async () => {
    await writeOldStaffFile(['marta@diseño.mx']);
    const api = startStaffApi({ dir: path.join(tempDir(), 'data') });
    expect(api.staffDb.prepare('SELECT email FROM staff').pluck().get()).toBe(
      'marta@xn--diseo-rta.mx',
    );
    await expect(api.signIn('marta@diseño.mx')).resolves.toHaveProperty('jar');
  });

  it('reports two accounts that become one address, leaves the file as it was, and fixes it', async () => {
    const { file, bytes } = await writeOldStaffFile(['marta@diseño.mx', 'marta@xn--diseo-rta.mx']);
    const env = { ...process.env, STAFF_DB_PATH: file, STAFF_PASSWORD, STAFF_ACTOR: 'Marta Ruiz' };
    const error = openingError(() => openStaffDatabase(file));
    expect(error.message).toContain(
      '• Las cuentas del equipo marta@diseño.mx (Marta Ruiz) y marta@xn--diseo-rta.mx (Marta Ruiz) inician sesión con el mismo correo',
    );
    const stopped = await failure(runInProcess(runStaffCommand, ['listar'], env));
    expect(stopped.code).toBe(UPGRADE_EXIT_CODE);
    expect(stopped.stderr).toContain(
      "npm run personal -- renombrar-correo --email 'marta@diseño.mx' --nuevo CORREO",
    );
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect((await runInProcess(runStaffCommand, ['colisiones'], env)).stdout).toContain(
      'en cuanto resuelvas este caso:',
    );
    await runInProcess(
      runStaffCommand,
      ['renombrar-correo', '--email', 'marta@diseño.mx', '--nuevo', 'direccion@diseño.mx'],
      env,
    );
    const listed = await runInProcess(runStaffCommand, ['listar'], env);
    expect(listed.stdout).toContain('direccion@xn--diseo-rta.mx');
    expect(listed.stdout).toContain('marta@xn--diseo-rta.mx');
  });
});
