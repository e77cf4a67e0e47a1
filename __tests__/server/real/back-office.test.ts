/** @jest-environment node */
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  CLIENT_WORK_ROUTES as ROUTES,
  buildClientWorkPath as route,
} from '@/lib/staff-area/client-work-contract';
import type { AuditPage } from '@/lib/staff-area/staff-contract';
import { pendingCfdi } from '../../fixtures/client-work';
import { startRealServer, type CookieJar, type RealServer } from '../../fixtures/real-server';

// The back office's promises about invoices and its audit log, through the real server and the
// documented command, as a manager and a client would meet them.
const MANAGER = 'marta@codigoverde.mx';
const FOLIO = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';

let server: RealServer;
let jar: CookieJar;

beforeAll(async () => {
  server = await startRealServer({
    env: { STAFF_SECRET_KEY: Buffer.alloc(32, 5).toString('base64') },
  });
  await server.addManager(MANAGER);
  ({ jar } = await server.signIn(MANAGER));
}, 60_000);

afterAll(() => server.stop());

const post = (path_: string, body: unknown) => server.send(path_, { jar, method: 'POST', body });
const readJson = async <T>(answer: Response) => (await answer.json()) as T;

/** A new client, who chose a password from the invitation, and a pending invoice of 4,500 pesos. */
async function addClientWithInvoice(email: string, number: string) {
  const created = await post(ROUTES.createClient, { email, name: 'Lucía', company: 'Café Altura' });
  expect(created.status).toBe(201);
  const { client } = await readJson<{ client: { id: number } }>(created);
  const password = 'cafe-de-altura-2027';
  expect(await server.chooseClientPassword(email, password)).toBe(204);
  const added = await post(route(ROUTES.addInvoice, { clientId: client.id }), {
    number,
    concept: 'Sitio web',
    amount: '4500',
    status: 'pendiente',
    dueDate: '2026-12-15',
  });
  expect(added.status).toBe(201);
  const { invoice } = await readJson<{ invoice: { id: number; version: number } }>(added);
  return { clientId: client.id, invoiceId: invoice.id, password };
}

const versionOf = async (clientId: number, invoiceId: number) => {
  const detail = await readJson<{ invoices: { id: number; version: number }[] }>(
    await server.send(route(ROUTES.client, { clientId }), { jar }),
  );
  return detail.invoices.find((invoice) => invoice.id === invoiceId)!.version;
};

const auditPage = async (search = '') =>
  readJson<AuditPage>(await server.send(`/agencia/auditoria${search}`, { jar }));

describe('the back office through the real server', () => {
  jest.setTimeout(60_000);

  it('keeps every invoice change within the rules, and the CFDI request checks them again', async () => {
    const { clientId, invoiceId, password } = await addClientWithInvoice(
      'lucia@cafealtura.mx',
      'CV-100',
    );
    const edit = async (body: object) =>
      post(route(ROUTES.editInvoice, { invoiceId }), {
        ...body,
        version: await versionOf(clientId, invoiceId),
      });

    // Pending → paid needs the day and the reference; with no payment the client cannot ask.
    const unpaid = await edit({ status: 'pagada' });
    expect(unpaid.status).toBe(400);
    expect(await readJson(unpaid)).toEqual({
      error: 'Fecha de pago: es obligatoria para marcarla pagada',
      field: 'paidOn',
    });
    const login = await server.send('/auth/login', {
      method: 'POST',
      body: { email: 'lucia@cafealtura.mx', password },
    });
    const { token } = await readJson<{ token: string }>(login);
    const askCfdi = () =>
      server.send('/invoices/CV-100/cfdi', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: { fiscalData: pendingCfdi.fiscalData, saveFiscalData: false },
      });
    expect((await askCfdi()).status).toBe(422);

    const future = await edit({ status: 'pagada', paidOn: '2099-01-01', reference: 'SPEI 1' });
    expect(future.status).toBe(400);
    const paid = await edit({ status: 'pagada', paidOn: '2026-11-02', reference: 'SPEI 8841' });
    expect(paid.status).toBe(200);

    // A paid invoice never falls due, and loses no payment trying.
    const overdue = await edit({ status: 'vencida' });
    expect(overdue.status).toBe(409);
    const overdueByAction = await post(route(ROUTES.markOverdue, { invoiceId }), {
      version: await versionOf(clientId, invoiceId),
    });
    expect(overdueByAction.status).toBe(409);

    expect((await askCfdi()).status).toBe(201);
    // Once the CFDI is requested, neither its amount nor its status moves.
    for (const body of [{ amount: '1' }, { status: 'pendiente' }]) {
      const locked = await edit(body);
      expect(locked.status).toBe(409);
      expect((await readJson<{ error: string }>(locked)).error).toMatch(/CFDI/);
    }
    // Left out, the link means none (not an error in English).
    const issued = await post(route(ROUTES.issueCfdi, { invoiceId }), { uuid: FOLIO });
    expect(issued.status).toBe(200);
    const invoice = (
      await readJson<{ invoices: { id: number; amountCents: number; status: string }[] }>(
        await server.send(route(ROUTES.client, { clientId }), { jar }),
      )
    ).invoices.find((row) => row.id === invoiceId);
    expect(invoice).toMatchObject({ amountCents: 450000, status: 'pagada' });
  });

  it('answers bad input in Spanish on every client-work route', async () => {
    const { invoiceId } = await addClientWithInvoice('ana@cafealtura.mx', 'CV-200');
    // A folio with the link left out is a whole request: refused only because nothing was asked.
    const unasked = await post(route(ROUTES.issueCfdi, { invoiceId }), { uuid: FOLIO });
    expect(unasked.status).toBe(404);
    expect((await readJson<{ error: string }>(unasked)).error).toBe(
      'El cliente no ha solicitado el CFDI de la factura CV-200.',
    );
    const bodies = [{}, { version: 'uno' }, { version: 1, status: 7 }, { version: 1, amount: [] }];
    for (const body of bodies) {
      for (const path_ of [
        route(ROUTES.editInvoice, { invoiceId }),
        route(ROUTES.markPaid, { invoiceId }),
        route(ROUTES.issueCfdi, { invoiceId }),
      ]) {
        const answer = await post(path_, body);
        const { error } = await readJson<{ error: string }>(answer);
        expect([path_, answer.status]).toEqual([path_, 400]);
        expect(error).not.toMatch(/invalid|expected|received|required/i);
        expect(error).toMatch(/[a-záéíóúñ]+: .*(falta|debe|no es|es obligatori)/i);
      }
    }
  });

  it('writes what changed, by whom and from where, for the dashboard and the command alike', async () => {
    const { clientId, invoiceId } = await addClientWithInvoice('rosa@cafealtura.mx', 'CV-300');
    const edited = await post(route(ROUTES.editInvoice, { invoiceId }), {
      amount: '4800.50',
      concept: 'Sitio web y tienda',
      version: await versionOf(clientId, invoiceId),
    });
    expect(edited.status).toBe(200);
    await server.clients([
      'invoice',
      'update',
      '--email',
      'rosa@cafealtura.mx',
      '--number',
      'CV-300',
      '--due',
      '2027-01-10',
    ]);
    const { entries } = await auditPage('?sobre=CV-300');
    const [byCommand, byDashboard] = entries;
    expect(byCommand).toMatchObject({ action: 'factura editada', kind: 'cambio' });
    expect(byCommand!.actor).toMatch(/\(línea de comandos\)$/);
    expect(byCommand).toMatchObject({
      detail: 'factura CV-300 de rosa@cafealtura.mx',
      changes: [{ field: 'Fecha de vencimiento', before: '2026-12-15', after: '2027-01-10' }],
      address: null,
    });
    expect(byDashboard).toMatchObject({
      actor: MANAGER,
      action: 'factura editada',
      detail: 'factura CV-300 de rosa@cafealtura.mx',
      changes: [
        { field: 'Concepto', before: 'Sitio web', after: 'Sitio web y tienda' },
        { field: 'Monto', before: '$4,500.00', after: '$4,800.50' },
      ],
      address: '203.0.113.7',
    });
  });

  it('keeps a manager’s changes in view however many reads come after them', async () => {
    await addClientWithInvoice('eva@cafealtura.mx', 'CV-400');
    const csv = '/agencia/estadisticas.csv?desde=2026-11-01&hasta=2026-11-20&agrupar=dia';
    // More reads than a page holds (100): the change is on no first page but its own.
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, () => server.send(csv, { jar })));
    }
    const changes = await auditPage('?tipo=cambio&sobre=CV-400');
    expect(changes.entries.map((entry) => entry.action)).toEqual(['factura agregada']);
    const reads = await auditPage('?tipo=lectura');
    expect(reads.next).not.toBeNull();
    expect(reads.entries.every((entry) => entry.action === 'descarga de CSV')).toBe(true);
    // Everything together still reaches the change, page by page, each page after the last.
    let next: string | null = null;
    let found = false;
    for (let page = 1; !found && page <= 10; page += 1) {
      const answer: AuditPage = await auditPage(next ? `?antes=${next}` : '');
      found = answer.entries.some((entry) => entry.detail.startsWith('factura CV-400'));
      next = answer.next;
      if (!next) break;
    }
    expect(found).toBe(true);
  });

  it('finds what it holds, in any case or accent and by name, and no value passes for a field', async () => {
    const { clientId, invoiceId } = await addClientWithInvoice('nandu@cafealtura.mx', 'CV-500');
    const editConcept = async (concept: string) =>
      post(route(ROUTES.editInvoice, { invoiceId }), {
        concept,
        version: await versionOf(clientId, invoiceId),
      });
    // A concept written to read, in a log of one line, as a change of amount.
    const forged = 'Sitio; Monto: $10.00 → $99,999.00';
    expect((await editConcept(forged)).status).toBe(200);
    expect((await editConcept('Árbol Ñandú')).status).toBe(200);

    const [renamed, edited] = (await auditPage('?tipo=cambio&sobre=CV-500')).entries;
    expect(edited!.changes).toEqual([{ field: 'Concepto', before: 'Sitio web', after: forged }]);
    expect(renamed!.changes).toEqual([{ field: 'Concepto', before: forged, after: 'Árbol Ñandú' }]);
    for (const text of ['ÁRBOL ÑANDÚ', 'arbol nandu']) {
      const { entries } = await auditPage(`?sobre=${encodeURIComponent(text)}`);
      expect(entries).toEqual([renamed]);
    }
    const byName = await auditPage(`?tipo=cambio&persona=${encodeURIComponent('MARTA RUÍZ')}`);
    expect(byName.entries).toContainEqual(renamed);
    expect(new Set(byName.entries.map((entry) => entry.actor))).toEqual(new Set([MANAGER]));
    // The command quotes each value: the forged one stays inside its quotes.
    const { stdout } = await server.personal(['auditoria', '--sobre', 'arbol nandu']);
    expect(stdout).toContain(
      'factura CV-500 de nandu@cafealtura.mx · Concepto: "Sitio; Monto: $10.00 → $99,999.00" → "Árbol Ñandú" · desde 203.0.113.7',
    );

    // A stranger's failed sign-ins from one network: one entry that counts them.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const failed = await server.send('/agencia/sesion', {
        method: 'POST',
        body: { email: 'extrano@ejemplo.mx', password: 'adivinando-2026' },
        address: '198.51.100.77',
      });
      expect(failed.status).toBe(401);
    }
    const { entries: failures } = await auditPage('?tipo=acceso&sobre=extrano@');
    expect(failures).toEqual([
      expect.objectContaining({
        actor: '',
        action: 'inicio de sesión fallido',
        detail: 'correo desconocido: extrano@ejemplo.mx',
        address: '198.51.100.77',
        attempts: 4,
      }),
    ]);
    const text = await server.personal(['auditoria', '--tipo', 'acceso', '--sobre', 'extrano@']);
    expect(text.stdout).toContain('\tinicio de sesión fallido ×4\t');
  });

  it('leaves nothing behind, not even its invitation, when a creation cannot be written', async () => {
    // Another connection holds the staff file's write lock past the server's 5 s wait.
    const staffDb = new Database(path.join(server.dataDir, 'staff.db'));
    staffDb.exec('BEGIN IMMEDIATE');
    const refused = await post(ROUTES.createClient, {
      email: 'bloqueo@cafealtura.mx',
      name: 'Bloqueo',
      company: 'Café Altura',
    });
    staffDb.exec('ROLLBACK');
    staffDb.close();
    expect(refused.status).toBe(503);
    expect(await readJson(refused)).toEqual({
      error: 'El servidor está ocupado. Intenta de nuevo en unos segundos.',
    });
    const clientsDb = new Database(path.join(server.dataDir, 'clients.db'), { readonly: true });
    const left = clientsDb
      .prepare("SELECT COUNT(*) FROM clients WHERE email = 'bloqueo@cafealtura.mx'")
      .pluck()
      .get();
    const queued = clientsDb
      .prepare("SELECT COUNT(*) FROM outbox WHERE recipient = 'bloqueo@cafealtura.mx'")
      .pluck()
      .get();
    clientsDb.close();
    expect(left).toBe(0);
    expect(queued).toBe(0);

    const retried = await post(ROUTES.createClient, {
      email: 'bloqueo@cafealtura.mx',
      name: 'Bloqueo',
      company: 'Café Altura',
    });
    expect(retried.status).toBe(201);
    expect((await readJson<{ invitation: { sentTo: string } }>(retried)).invitation.sentTo).toBe(
      'bloqueo@cafealtura.mx',
    );
    const { entries } = await auditPage('?sobre=bloqueo@');
    expect(entries.map((entry) => entry.action)).toEqual([
      'invitación enviada al cliente',
      'cliente creado',
    ]);
  });
});
