/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  markInvoiceOverdue,
  markInvoicePaid,
  requireInvoiceByNumber,
  type WorkActor,
} from '@/server/client-area/client-work';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';
import { pendingCfdi } from '../../fixtures/client-work';
import { runInProcess } from '../../fixtures/in-process-command';
import { startStaffApi } from '../../fixtures/staff-api';

const STATUSES = ['pendiente', 'pagada', 'vencida'] as const;
type Status = (typeof STATUSES)[number];

// The moves the agency allows, written out here rather than read from the rules, so a change to
// the rules shows up as a failure: a paid invoice only goes back to pending (a payment recorded
// by mistake), never straight to overdue.
const ALLOWED: Record<Status, readonly Status[]> = {
  pendiente: ['pendiente', 'pagada', 'vencida'],
  pagada: ['pagada', 'pendiente'],
  vencida: ['vencida', 'pendiente', 'pagada'],
};
const PAIRS = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));
const PAYMENT = { paidOn: '2026-11-18', reference: 'SPEI 5512' };

const by = (): WorkActor => ({ actor: 'prueba (línea de comandos)', address: null, at: NOW });
const NOW = Date.UTC(2026, 10, 20, 18);

/** A client with invoice `number` in `status` (paid with PAYMENT). */
async function seedInvoice(db: ClientDatabase, number: string, status: Status) {
  const { clientId } = addClient(
    db,
    { email: `${number.toLowerCase()}@cafealtura.mx`, name: 'Lucía', company: 'Café Altura' },
    by(),
  );
  const id = addInvoice(
    db,
    clientId,
    // Due before NOW: an invoice can be marked overdue only after its due date.
    { number, concept: 'Sitio', amount: 4500, status: 'pendiente', dueDate: '2026-11-15' },
    by(),
  );
  if (status === 'pagada') markInvoicePaid(db, id, { version: 1, ...PAYMENT }, by());
  if (status === 'vencida') markInvoiceOverdue(db, id, { version: 1 }, by());
  return { clientId, id };
}

const readInvoice = (db: ClientDatabase, id: number) =>
  db
    .prepare('SELECT status, paid_on, payment_reference, amount_cents FROM invoices WHERE id = ?')
    .get(id) as {
    status: Status;
    paid_on: string | null;
    payment_reference: string | null;
    amount_cents: number;
  };

/** The body that asks to move an invoice to `to`: a payment carries its day and reference. */
const moveTo = (from: Status, to: Status) => ({
  status: to,
  ...(to === 'pagada' && from !== 'pagada' ? PAYMENT : {}),
});

describe('every move between invoice statuses', () => {
  jest.setTimeout(60_000);

  it.each(PAIRS)('through the dashboard route: %s → %s', async (from, to) => {
    const api = startStaffApi({ clock: { now: NOW } });
    await api.addStaff('marta@codigoverde.mx');
    const { jar } = await api.signIn('marta@codigoverde.mx');
    const { id } = await seedInvoice(api.clientDb, 'CV-1', from);
    const version = api.clientDb
      .prepare('SELECT version FROM invoices WHERE id = ?')
      .pluck()
      .get(id) as number;
    const answer = await api.send(buildClientWorkPath(ROUTES.editInvoice, { invoiceId: id }), {
      jar,
      method: 'POST',
      body: { ...moveTo(from, to), version },
    });
    const stored = readInvoice(api.clientDb, id);
    if (ALLOWED[from].includes(to)) {
      expect(answer.status).toBe(200);
      expect(stored.status).toBe(to);
    } else {
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { error: string }).error).toMatch(/no pasa a/);
      expect(stored.status).toBe(from);
    }
    // Paid means a day and a reference; any other status keeps neither.
    if (stored.status === 'pagada') expect(stored.paid_on && stored.payment_reference).toBeTruthy();
    else expect([stored.paid_on, stored.payment_reference]).toEqual([null, null]);
  });

  it('through npm run clients, every pair in its own database', async () => {
    const results = await Promise.all(
      PAIRS.map(async ([from, to]) => {
        const dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-moves-')), 'clients.db');
        const db = openClientDatabase(dbPath);
        const { id } = await seedInvoice(db, 'CV-7', from);
        db.close();
        const payment =
          to === 'pagada' && from !== 'pagada'
            ? ['--paid-on', PAYMENT.paidOn, '--reference', PAYMENT.reference]
            : [];
        const args = ['invoice', 'update', '--email', 'cv-7@cafealtura.mx', '--number', 'CV-7'];
        const outcome = await runInProcess(
          runClientsCommand,
          [...args, '--status', to, ...payment],
          { ...process.env, CLIENT_DB_PATH: dbPath },
        ).then(
          () => 'ok',
          (error: { stderr: string }) => error.stderr.split('\n')[0],
        );
        const after = openClientDatabase(dbPath);
        const { status } = readInvoice(after, id);
        after.close();
        return { from, to, outcome, status };
      }),
    );
    for (const { from, to, outcome, status } of results) {
      const allowed = ALLOWED[from].includes(to);
      expect({ from, to, outcome: allowed ? outcome : /no pasa a/.test(outcome ?? '') }).toEqual({
        from,
        to,
        outcome: allowed ? 'ok' : true,
      });
      expect(status).toBe(allowed ? to : from);
    }
  });

  it('pays only with a day, not in the future, and a reference', async () => {
    const db = openClientDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'pay-')), 'c.db'));
    const { id } = await seedInvoice(db, 'CV-2', 'pendiente');
    const attempt = (body: object) => {
      try {
        markInvoicePaid(db, id, { version: 1, ...body }, by());
        return 'ok';
      } catch (error) {
        return `${(error as { field?: string }).field}: ${(error as Error).message}`;
      }
    };
    expect(attempt({ reference: 'SPEI 1' })).toMatch(/^paidOn: /);
    expect(attempt({ paidOn: '2026-11-18' })).toMatch(/^reference: /);
    expect(attempt({ paidOn: '2026-11-21', reference: 'SPEI 1' })).toBe(
      'paidOn: no puede ser posterior a hoy',
    );
    expect(readInvoice(db, id).status).toBe('pendiente');
    expect(attempt({ paidOn: '2026-11-20', reference: 'SPEI 1' })).toBe('ok');
  });

  it('locks a paid invoice once its CFDI is requested', async () => {
    const api = startStaffApi({ clock: { now: NOW } });
    await api.addStaff('marta@codigoverde.mx');
    const { jar } = await api.signIn('marta@codigoverde.mx');
    const { clientId, id } = await seedInvoice(api.clientDb, 'CV-3', 'pagada');
    requestCfdi(api.clientDb, clientId, 'CV-3', pendingCfdi.fiscalData, NOW);
    const edit = (body: object) =>
      api.send(buildClientWorkPath(ROUTES.editInvoice, { invoiceId: id }), {
        jar,
        method: 'POST',
        body: { ...body, version: requireInvoiceByNumber(api.clientDb, clientId, 'CV-3').version },
      });
    for (const body of [{ amount: 1 }, { status: 'pendiente' }]) {
      const answer = await edit(body);
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as { error: string }).error).toMatch(/CFDI/);
    }
    expect(readInvoice(api.clientDb, id)).toMatchObject({ status: 'pagada', amount_cents: 450000 });
    // Nothing else of it changes either; only its CFDI's link does, in its own route.
    expect((await edit({ concept: 'Sitio y tienda' })).status).toBe(409);
  });
});
