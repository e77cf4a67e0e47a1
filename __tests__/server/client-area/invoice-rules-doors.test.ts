/** @jest-environment node */
import path from 'node:path';
import {
  CLIENT_WORK_ROUTES as ROUTES,
  buildClientWorkPath,
} from '@/lib/staff-area/client-work-contract';
import { requestCfdi } from '@/server/client-area/cfdi';
import { runClientsCommand } from '@/server/client-area/clients-cli';
import {
  addClient,
  addInvoice,
  markInvoicePaid,
  type WorkActor,
} from '@/server/client-area/client-work';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';
import { failure } from '../../fixtures/command-failure';
import { pendingCfdi } from '../../fixtures/client-work';
import { runInProcess } from '../../fixtures/in-process-command';
import { startStaffApi } from '../../fixtures/staff-api';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

// Mexico City keeps UTC-6 all year: 06:00 UTC is its midnight.
const ON_THE_31ST = Date.UTC(2027, 0, 31, 18);
const LATE_ON_THE_31ST = Date.UTC(2027, 1, 1, 5, 30); // 23:30 of the 31st in Mexico City
const EARLY_ON_THE_1ST = Date.UTC(2027, 1, 1, 6, 30); // 00:30 of the 1st in Mexico City
const EMAIL = 'lucia@cafealtura.mx';
const tempDir = createTempDirPerTest('invoice-rules');

const at = (time: number): WorkActor => ({ actor: 'prueba', address: null, at: time });

/** A client with a pending hosting invoice CV-31 due on 31 January 2027. */
function seedInvoiceDueOn31st(db: ClientDatabase, time = ON_THE_31ST) {
  const { clientId } = addClient(db, { email: EMAIL, name: 'Lucía', company: 'Café' }, at(time));
  const invoice = { number: 'CV-31', concept: 'Hosting', amount: 900, status: 'pendiente' };
  const id = addInvoice(db, clientId, { ...invoice, dueDate: '2027-01-31' }, at(time));
  return { clientId, id };
}

const readInvoice = (db: ClientDatabase, id: number) =>
  db
    .prepare(
      'SELECT concept, status, due_date, paid_on, payment_reference FROM invoices WHERE id = ?',
    )
    .get(id) as Record<string, string | null>;

describe('the invoice rules, through npm run clients', () => {
  jest.setTimeout(60_000);
  let dbPath: string;
  const clients = (args: string[]) =>
    runInProcess(runClientsCommand, args, { ...process.env, CLIENT_DB_PATH: dbPath });
  const overdue = [
    'invoice',
    'update',
    '--email',
    EMAIL,
    '--number',
    'CV-31',
    '--status',
    'vencida',
  ];

  beforeEach(() => {
    dbPath = path.join(tempDir(), 'clients.db');
  });
  afterEach(() => jest.restoreAllMocks());

  it('marks an invoice due on the 31st overdue from the 1st in Mexico City, not before', async () => {
    const db = openClientDatabase(dbPath);
    const { id } = seedInvoiceDueOn31st(db);
    db.close();

    for (const now of [ON_THE_31ST, LATE_ON_THE_31ST]) {
      jest.spyOn(Date, 'now').mockReturnValue(now);
      const early = await failure(clients(overdue));
      expect(early.code).toBe(1);
      expect(early.stderr.split('\n')[0]).toBe(
        'La factura vence el 31 de enero de 2027: puede marcarse vencida a partir del 1 de febrero de 2027; hasta entonces está pendiente.',
      );
    }
    jest.spyOn(Date, 'now').mockReturnValue(EARLY_ON_THE_1ST);
    expect((await clients(overdue)).stdout).toContain('Factura actualizada.');
    const after = openClientDatabase(dbPath);
    expect(readInvoice(after, id).status).toBe('vencida');
    after.close();
  });

  it('changes nothing of an invoice once its CFDI is requested but the CFDI’s link', async () => {
    const db = openClientDatabase(dbPath);
    const now = Date.now();
    const { clientId, id } = seedInvoiceDueOn31st(db, now);
    markInvoicePaid(db, id, { version: 1, paidOn: '2026-11-18', reference: 'SPEI 5512' }, at(now));
    requestCfdi(db, clientId, 'CV-31', pendingCfdi.fiscalData, now);
    const before = readInvoice(db, id);
    db.close();

    const update = ['invoice', 'update', '--email', EMAIL, '--number', 'CV-31'];
    const refusals = [
      [['--concept', 'Hosting y correo'], 'concepto'],
      [['--due', '2027-02-28'], 'fecha de vencimiento'],
      [['--paid-on', '2026-11-19'], 'fecha de pago'],
      [['--reference', 'SPEI 9999'], 'referencia de la transferencia'],
      [['--amount', '1000', '--concept', 'Otro'], 'concepto y monto'],
    ] as const;
    for (const [options, named] of refusals) {
      const refused = await failure(clients([...update, ...options]));
      expect(refused.stderr.split('\n')[0]).toBe(
        `La factura ya tiene un CFDI solicitado o emitido: de ella solo cambia el enlace del CFDI. No cambia: ${named}.`,
      );
    }
    const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    await clients(['cfdi', 'issue', '--invoice', 'CV-31', '--uuid', uuid]);
    const link = ['cfdi', 'link', '--invoice', 'CV-31', '--url', 'https://facturas.mx/CV-31.zip'];
    expect((await clients(link)).stdout).toContain('Enlace de descarga del CFDI');
    const after = openClientDatabase(dbPath);
    expect(readInvoice(after, id)).toEqual(before);
    after.close();
  });

  it('refuses a concept with an invisible character, naming it and the option', async () => {
    const db = openClientDatabase(dbPath);
    seedInvoiceDueOn31st(db, Date.now());
    db.close();
    const add = ['invoice', 'add', '--email', EMAIL, '--number', 'CV-32', '--amount', '900'];
    for (const [concept, named] of [
      ['Sitio\u200b', 'U+200B (espacio de ancho cero)'],
      ['Sitio\u2028web', 'U+2028 (separador de línea)'],
      ['\u202eSitio', 'U+202E (forzado de derecha a izquierda)'],
    ] as const) {
      const refused = await failure(
        clients([...add, '--concept', concept, '--status', 'pendiente', '--due', '2027-01-31']),
      );
      expect(refused.stderr.split('\n')[0]).toBe(
        `--concept: no puede llevar el carácter invisible ${named}, que a veces llega al copiar y pegar`,
      );
    }
  });
});

describe('the invoice rules, through the dashboard’s routes', () => {
  jest.setTimeout(60_000);

  it('marks it overdue from the day after it falls due, with the same message', async () => {
    const api = startStaffApi({ clock: { now: ON_THE_31ST } });
    await api.addStaff('marta@codigoverde.mx');
    const { id } = seedInvoiceDueOn31st(api.clientDb);
    let secret: string | undefined;
    // Signed in anew at each time, so the session is never older than the clock says.
    const markOverdue = async () => {
      const session = await api.signIn('marta@codigoverde.mx', secret);
      secret = session.secret;
      const { jar } = session;
      return api.send(buildClientWorkPath(ROUTES.markOverdue, { invoiceId: id }), {
        jar,
        method: 'POST',
        body: { version: 1 },
      });
    };

    const early = await markOverdue();
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toMatch(
      /^La factura vence el 31 de enero de 2027: puede marcarse vencida a partir del 1 de febrero/,
    );
    api.clock.now = EARLY_ON_THE_1ST;
    expect((await markOverdue()).status).toBe(200);
    expect(readInvoice(api.clientDb, id).status).toBe('vencida');
  });

  it('refuses a concept with an invisible character, naming it', async () => {
    const api = startStaffApi({ clock: { now: ON_THE_31ST } });
    await api.addStaff('marta@codigoverde.mx');
    const { jar } = await api.signIn('marta@codigoverde.mx');
    const { clientId } = seedInvoiceDueOn31st(api.clientDb);
    const answer = await api.send(buildClientWorkPath(ROUTES.addInvoice, { clientId }), {
      jar,
      method: 'POST',
      body: {
        number: 'CV-33',
        concept: 'Sitio\ufeffweb',
        amount: '900',
        status: 'pendiente',
        dueDate: '2027-02-28',
      },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error:
        'Concepto: no puede llevar el carácter invisible U+FEFF (marca de orden de bytes), que a veces llega al copiar y pegar',
      field: 'concept',
    });
  });
});
