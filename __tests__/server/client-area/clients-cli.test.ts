/** @jest-environment node */
import { execFile, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { recordAuditEvent } from '@/server/client-area/audit';
import { requestCfdi } from '@/server/client-area/cfdi';
import { runClientsCommand } from '@/server/client-area/clients-cli';
import { openClientDatabase } from '@/server/client-area/database';
import {
  addInvoice,
  createClient,
  findClientByEmail,
  getPanelData,
} from '@/server/client-area/store';
import { failure } from '../../fixtures/command-failure';
import { cafeAlturaFiscalData } from '../../fixtures/client-work';
import { runInProcess } from '../../fixtures/in-process-command';

const run = promisify(execFile);
const EMAIL = 'lucia@cafealtura.mx';

const commandEnv = (dbPath: string) => ({ ...process.env, CLIENT_DB_PATH: dbPath });

/** Runs the agency's command in this process, against a temporary database file. */
function clients(dbPath: string, args: string[]) {
  return runInProcess(runClientsCommand, args, commandEnv(dbPath));
}

/**
 * Runs the command the way docs/equipo.md shows, as a process of its own: its arguments, its
 * environment, its output and its exit code.
 */
function clientsProcess(dbPath: string, args: string[]) {
  return run(
    path.join('node_modules', '.bin', 'tsx'),
    ['server/client-area/clients-cli.ts', ...args],
    { env: commandEnv(dbPath) },
  );
}

/** `invoice add` of a 900-peso hosting invoice due 2026-12-01, with its number and status. */
function hostingInvoice(number: string, status: string) {
  return ['invoice', 'add', '--email', EMAIL, '--number', number, '--concept', 'Hosting'].concat([
    '--amount',
    '900',
    '--status',
    status,
    '--due',
    '2026-12-01',
  ]);
}

describe('npm run clients', () => {
  jest.setTimeout(60_000);
  let dbPath: string;

  beforeEach(async () => {
    dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'clients-cli-')), 'clients.db');
    await clients(dbPath, [
      'add',
      '--email',
      EMAIL,
      '--name',
      'Lucía Ramírez',
      '--company',
      'Café Altura',
    ]);
  });

  it('adds a client and an invoice, then updates only the fields given', async () => {
    await clients(
      dbPath,
      ['invoice', 'add', '--email', EMAIL, '--number', 'CV-1042'].concat([
        '--concept',
        'Anticipo',
        '--amount',
        '4500',
        '--status',
        'pendiente',
        '--due',
        '2026-12-01',
      ]),
    );
    const { stdout } = await clients(
      dbPath,
      ['invoice', 'update', '--email', EMAIL].concat([
        '--number',
        'CV-1042',
        '--amount',
        '4800.5',
        '--status',
        'pagada',
        '--paid-on',
        '2026-11-20',
        '--reference',
        'SPEI 7781',
      ]),
    );
    expect(stdout).toContain('Factura actualizada.');

    const db = openClientDatabase(dbPath);
    const client = findClientByEmail(db, EMAIL);
    expect(client?.name).toBe('Lucía Ramírez');
    expect(getPanelData(db, client?.id ?? 0).invoices).toEqual([
      expect.objectContaining({
        number: 'CV-1042',
        concept: 'Anticipo',
        amountCents: 480050,
        status: 'pagada',
        dueDate: '2026-12-01',
      }),
    ]);
    db.close();
    expect((await clients(dbPath, ['list'])).stdout).toContain(
      `${EMAIL}\tLucía Ramírez\tCafé Altura`,
    );
  });

  it('refuses bad input with a message that names the option, and changes nothing', async () => {
    const badDate = await failure(
      clients(
        dbPath,
        ['project', 'add', '--email', EMAIL, '--name', 'Sitio'].concat([
          '--status',
          'En diseño',
          '--progress',
          '20',
          '--delivery',
          '15/12/2026',
        ]),
      ),
    );
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain('--delivery: debe ser una fecha AAAA-MM-DD');

    const badStatus = await failure(clients(dbPath, hostingInvoice('CV-7', 'cancelada')));
    expect(badStatus.stderr).toContain('--status: debe ser pendiente, pagada o vencida');

    // The number becomes the payment concept and travels in the panel's payment link.
    const badNumber = await failure(clients(dbPath, hostingInvoice('CV 7/A', 'pendiente')));
    expect(badNumber.stderr).toContain('--number: usa letras, números y guiones, como CV-1042');

    const unknown = await failure(
      clients(dbPath, ['invoice', 'update', '--email', 'nadie@ejemplo.mx', '--number', 'CV-1']),
    );
    expect(unknown.stderr).toMatch(/nadie@ejemplo\.mx/);

    const db = openClientDatabase(dbPath);
    const panel = getPanelData(db, findClientByEmail(db, EMAIL)?.id ?? 0);
    expect(panel.projects).toEqual([]);
    expect(panel.invoices).toEqual([]);
    db.close();
  });

  it('sets a service twice, updates a project, and disables and enables access', async () => {
    const service = ['service', 'set', '--email', EMAIL, '--domain', 'cafealtura.mx'];
    const plan = ['--plan', 'Básico', '--renewal', '2027-01-01', '--mailboxes'];
    await clients(dbPath, [...service, ...plan, '3']);
    expect((await clients(dbPath, [...service, ...plan, '5'])).stdout).toContain(
      'Servicio guardado.',
    );
    const badMailboxes = await failure(clients(dbPath, [...service, ...plan, 'cinco']));
    expect(badMailboxes.stderr).toContain('--mailboxes: debe ser un entero de 0 a 10000');
    await clients(
      dbPath,
      ['project', 'add', '--email', EMAIL, '--name', 'Sitio', '--status', 'En diseño'].concat([
        '--progress',
        '20',
        '--delivery',
        '2026-12-15',
      ]),
    );
    const project = ['project', 'update', '--email', EMAIL, '--name', 'Sitio'];
    await clients(dbPath, [...project, '--progress', '60']);
    const badProgress = await failure(clients(dbPath, [...project, '--progress', '120']));
    expect(badProgress.stderr).toContain('--progress: debe ser un entero de 0 a 100');
    expect((await clients(dbPath, ['disable', '--email', EMAIL])).stdout).toContain(
      'Acceso desactivado',
    );
    expect((await clients(dbPath, ['list'])).stdout).toContain('\tdesactivado');
    await clients(dbPath, ['enable', '--email', EMAIL]);

    const db = openClientDatabase(dbPath);
    const client = findClientByEmail(db, EMAIL);
    expect(client?.disabled).toBe(0);
    const panel = getPanelData(db, client?.id ?? 0);
    expect(panel.services).toEqual([expect.objectContaining({ mailboxes: 5 })]);
    expect(panel.projects).toEqual([
      expect.objectContaining({ name: 'Sitio', status: 'En diseño', progress: 60 }),
    ]);
    db.close();
  });

  it('invites a new client, resends the invitation and sends a reset link, never a password', async () => {
    const db = openClientDatabase(dbPath);
    const queued = () =>
      db.prepare('SELECT template, recipient FROM outbox ORDER BY id').all() as {
        template: string;
        recipient: string;
      }[];
    expect(queued()).toEqual([{ template: 'invitacion', recipient: EMAIL }]);
    expect(findClientByEmail(db, EMAIL)?.password_hash).toBe('!');

    const resent = await clients(dbPath, ['invite', '--email', EMAIL]);
    expect(resent.stdout).toMatch(
      /^Una invitación nueva para lucia@cafealtura\.mx está en la bandeja de salida/,
    );
    const reset = await clients(dbPath, ['reset-password', '--email', EMAIL]);
    expect(reset.stdout).toContain('La contraseña actual sigue hasta que la cambie.');
    expect(queued().map(({ template }) => template)).toEqual([
      'invitacion',
      'invitacion',
      'restablecer',
    ]);
    const actions = db.prepare('SELECT action FROM staff_audit ORDER BY id').pluck().all();
    expect(actions).toEqual([
      'cliente_creado',
      'invitacion_enviada',
      'invitacion_enviada',
      'restablecimiento_enviado',
    ]);
    db.close();
  });

  it('lists the audit events of an e-mail, newest first', async () => {
    const db = openClientDatabase(dbPath);
    const clientId = findClientByEmail(db, EMAIL)?.id ?? null;
    [
      { occurredAt: Date.UTC(2026, 10, 2, 9, 30), type: 'login_failed' as const },
      { occurredAt: Date.UTC(2026, 10, 2, 9, 31), type: 'login_succeeded' as const },
    ].forEach((event) =>
      recordAuditEvent(db, { ...event, email: EMAIL, clientId, address: '203.0.113.7' }),
    );
    db.close();

    const { stdout } = await clients(dbPath, ['audit', '--email', EMAIL.toUpperCase()]);
    expect(stdout.trim().split('\n')).toEqual([
      '2026-11-02 09:31:00 UTC\tinicio de sesión correcto\t203.0.113.7',
      '2026-11-02 09:30:00 UTC\tinicio de sesión fallido\t203.0.113.7',
    ]);

    expect((await clients(dbPath, ['audit', '--email', 'nadie@ejemplo.mx'])).stdout).toBe(
      'No hay eventos registrados para nadie@ejemplo.mx.\n',
    );
    const badLimit = await failure(clients(dbPath, ['audit', '--email', EMAIL, '--limit', '0']));
    expect(badLimit.stderr).toContain('--limit: debe ser un entero de 1 o más');
  });

  it('lists CFDI requests and issues one with its folio fiscal and download link', async () => {
    const FOLIO = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    const db = openClientDatabase(dbPath);
    const clientId = findClientByEmail(db, EMAIL)?.id ?? 0;
    const invoice = { concept: 'Sitio web', amountCents: 900_000, dueDate: '2026-11-01' } as const;
    addInvoice(db, clientId, { ...invoice, number: 'CV-1041', status: 'pagada' });
    addInvoice(db, clientId, { ...invoice, number: 'CV-1042', status: 'pagada' });
    addInvoice(db, clientId, { ...invoice, number: 'CV-1043', status: 'pagada' });
    const fiscalData = cafeAlturaFiscalData;
    requestCfdi(db, clientId, 'CV-1041', fiscalData, Date.UTC(2026, 10, 3, 18));
    requestCfdi(db, clientId, 'CV-1042', fiscalData, Date.UTC(2026, 10, 4, 3));
    db.close();

    expect((await clients(dbPath, ['cfdi', 'list'])).stdout.split('\n')).toEqual([
      'FACTURA  CLIENTE              RFC           ESTADO      SOLICITADA  FOLIO FISCAL',
      'CV-1041  lucia@cafealtura.mx  CAL150312AB1  solicitada  2026-11-03  —',
      // 03:00 UTC is still the 3rd in Mexico City.
      'CV-1042  lucia@cafealtura.mx  CAL150312AB1  solicitada  2026-11-03  —',
      '',
    ]);

    const refusals = await Promise.all(
      [
        ['--invoice', 'CV-1041', '--uuid', '5FB2822E-396D-4725-8521'],
        ['--invoice', 'CV-1041', '--uuid', FOLIO, '--url', 'http://facturas.mx/CV-1041'],
        ['--invoice', 'CV-1043', '--uuid', FOLIO],
        ['--invoice', 'CV-9999', '--uuid', FOLIO],
      ].map((args) => failure(clients(dbPath, ['cfdi', 'issue', ...args]))),
    );
    expect(refusals.map((refusal) => refusal.stderr.split('\n')[0])).toEqual([
      '--uuid: debe ser el folio fiscal (UUID) de 36 caracteres, por ejemplo 5FB2822E-396D-4725-8521-CDC4BDD20CCF',
      '--url: debe ser una dirección https://',
      'El cliente no ha solicitado el CFDI de la factura CV-1043.',
      'No existe la factura CV-9999.',
    ]);

    const issued = await clients(
      dbPath,
      ['cfdi', 'issue', '--invoice', 'CV-1041', '--uuid', FOLIO.toLowerCase()].concat([
        '--url',
        'https://facturas.cafealtura.mx/CV-1041.zip',
      ]),
    );
    expect(issued.stdout).toBe(
      `CFDI de la factura CV-1041 emitido con el folio fiscal ${FOLIO}.\n`,
    );
    const again = await failure(
      clients(dbPath, ['cfdi', 'issue', '--invoice', 'CV-1041', '--uuid', FOLIO]),
    );
    expect(again.stderr).toContain(`ya se emitió con el folio fiscal ${FOLIO}`);

    const pending = await clients(dbPath, ['cfdi', 'list', '--pending']);
    expect(pending.stdout).toContain('CV-1042');
    expect(pending.stdout).not.toContain('CV-1041');
    expect((await clients(dbPath, ['cfdi', 'list'])).stdout).toContain(
      `CV-1041  lucia@cafealtura.mx  CAL150312AB1  emitida     2026-11-03  ${FOLIO}`,
    );
    const check = openClientDatabase(dbPath);
    expect(
      getPanelData(check, clientId).invoices.find((row) => row.number === 'CV-1041')?.cfdi,
    ).toEqual({
      status: 'emitida',
      requestedOn: '2026-11-03',
      uuid: FOLIO,
      downloadUrl: 'https://facturas.cafealtura.mx/CV-1041.zip',
    });
    check.close();
    expect((await clients(dbPath, ['cfdi', 'show', '--invoice', 'CV-1042'])).stdout).toContain(
      'Razón social:   CAFE ALTURA',
    );
  });
});

const modulePath = (file: string) => JSON.stringify(path.resolve('server/client-area', file));

// Writes invoices one transaction at a time, a little apart, and prints each number after its
// commit.
const WRITER = `
const { openClientDatabase } = require(${modulePath('database.ts')});
const { addInvoice } = require(${modulePath('store.ts')});
const db = openClientDatabase(process.env.CLIENT_DB_PATH);
let n = 0;
setInterval(() => {
  n += 1;
  addInvoice(db, 1, { number: 'CV-' + n, concept: 'Mantenimiento mensual', amountCents: 150000 + n,
    status: 'pendiente', dueDate: '2026-12-01' });
  process.stdout.write('CV-' + n + '\\n');
}, 2);`;

function createDatabase(): { dir: string; dbPath: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'client-backup-'));
  const dbPath = path.join(dir, 'clients.db');
  const db = openClientDatabase(dbPath);
  createClient(db, { email: 'ana@ejemplo.mx', name: 'Ana', company: 'Sol', passwordHash: 'x' });
  db.close();
  return { dir, dbPath };
}

function readInvoiceNumbers(dbPath: string): string[] {
  const db = new Database(dbPath, { readonly: true });
  const numbers = db.prepare('SELECT number FROM invoices ORDER BY id').pluck().all() as string[];
  db.close();
  return numbers;
}

describe('npm run clients -- backup', () => {
  jest.setTimeout(60_000);

  it('takes a sound backup holding every acknowledged write while a writer keeps going', async () => {
    const { dir, dbPath } = createDatabase();
    const writer = spawn(process.execPath, ['--import', 'tsx', '-e', WRITER], {
      env: { ...process.env, CLIENT_DB_PATH: dbPath },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    writer.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const acknowledged = () => output.split('\n').filter((line) => /^CV-\d+$/.test(line));
    try {
      while (acknowledged().length < 50) await new Promise((resolve) => setTimeout(resolve, 50));
      const beforeBackup = acknowledged();
      const backupPath = path.join(dir, 'respaldo.db');
      expect((await clients(dbPath, ['backup', backupPath])).stdout).toContain(backupPath);
      // The writer was not locked out: it goes on acknowledging writes (the command runs in this
      // process, so its lines may still be in the pipe when the backup returns).
      const deadline = Date.now() + 5_000;
      while (acknowledged().length <= beforeBackup.length && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(acknowledged().length).toBeGreaterThan(beforeBackup.length);

      const backup = new Database(backupPath, { readonly: true });
      expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(backup.pragma('journal_mode', { simple: true })).toBe('delete');
      backup.close();
      const stored = readInvoiceNumbers(backupPath);
      expect(beforeBackup.filter((number) => !stored.includes(number))).toEqual([]);
      // One snapshot: the writes it holds are a prefix of the writer's, with no gap.
      expect(stored).toEqual(stored.map((_number, index) => `CV-${index + 1}`));
    } finally {
      writer.kill('SIGKILL');
    }
  });
});

describe('npm run clients -- restore', () => {
  jest.setTimeout(60_000);

  let dir: string;
  let dbPath: string;
  let backupPath: string;

  beforeEach(async () => {
    ({ dir, dbPath } = createDatabase());
    const db = openClientDatabase(dbPath);
    addInvoice(db, 1, {
      number: 'CV-1',
      concept: 'Anticipo',
      amountCents: 100_000,
      status: 'pendiente',
      dueDate: '2026-12-01',
    });
    db.close();
    backupPath = path.join(dir, 'respaldo.db');
    await clients(dbPath, ['backup', backupPath]);
  });

  // The one test that starts the command as its own process, as the agency does, beside the API's.
  it('refuses a database in use, then restores it once the API has stopped', async () => {
    const api = openClientDatabase(dbPath);
    api.prepare('DELETE FROM invoices').run();
    const refused = await failure(clientsProcess(dbPath, ['restore', backupPath]));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`La base de datos ${dbPath} está en uso`);
    expect(api.prepare('SELECT count(*) FROM invoices').pluck().get()).toBe(0);
    api.close();

    expect((await clientsProcess(dbPath, ['restore', backupPath])).stdout).toContain(
      `Base de datos restaurada desde ${backupPath}.`,
    );
    const restored = openClientDatabase(dbPath);
    expect(restored.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(restored.prepare('SELECT number FROM invoices').pluck().all()).toEqual(['CV-1']);
    restored.close();
  });

  it('refuses a corrupt backup and leaves the database as it was', async () => {
    const fd = openSync(backupPath, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, 4096);
    closeSync(fd);
    const corrupt = await failure(clients(dbPath, ['restore', backupPath]));
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain(`El respaldo ${backupPath} está dañado`);
    expect(corrupt.stderr).toContain('No se restauró nada.');
    expect(readInvoiceNumbers(dbPath)).toEqual(['CV-1']);
  });
});
