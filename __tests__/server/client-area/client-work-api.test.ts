/** @jest-environment node */
import {
  CLIENT_WORK_ROUTES as ROUTES,
  buildClientWorkPath,
} from '@/lib/staff-area/client-work-contract';
import type { AuditPage } from '@/lib/staff-area/staff-contract';
import { saveFiscalData, requestCfdi } from '@/server/client-area/cfdi';
import { createSession, findSessionClient } from '@/server/client-area/store';
import { readQueuedLinkToken } from '../../fixtures/account-links';
import { CookieJar, SITE_ORIGIN, startStaffApi } from '../../fixtures/staff-api';
import { cafeAlturaFiscalData } from '../../fixtures/client-work';

const FOLIO = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const FISCAL = cafeAlturaFiscalData;

async function setUp() {
  const api = startStaffApi();
  await api.addStaff('marta@codigoverde.mx');
  await api.addStaff('leo@codigoverde.mx', 'lector');
  const manager = (await api.signIn('marta@codigoverde.mx')).jar;
  const reader = (await api.signIn('leo@codigoverde.mx')).jar;
  const post = (route: string, body: unknown, jar = manager) =>
    api.send(route, { jar, method: 'POST', body });
  const get = (route: string, jar = manager) => api.send(route, { jar });
  const addClient = async (email: string, name: string, company: string) => {
    const response = await post(ROUTES.createClient, { email, name, company });
    return (await response.json()) as {
      client: { id: number };
      invitation: { sentTo: string; expiresAt: string };
    };
  };
  return { api, manager, reader, post, get, addClient };
}

const path = buildClientWorkPath;

describe('the dashboard’s client work', () => {
  jest.setTimeout(60_000);

  it('creates a client with an invitation by e-mail: nobody at the agency sees a password', async () => {
    const { api, get, post, addClient } = await setUp();
    const created = await addClient('Lucia@CafeAltura.mx', 'Lucía Pérez', 'Café Altura');
    expect(created.invitation).toEqual({
      sentTo: 'lucia@cafealtura.mx',
      expiresAt: new Date(api.clock.now + 7 * 24 * 3600 * 1000).toISOString(),
    });
    expect(JSON.stringify(created)).not.toMatch(/password|contrase/i);
    const queued = api.clientDb.prepare('SELECT template, recipient, data FROM outbox').get() as {
      template: string;
      recipient: string;
      data: string;
    };
    expect(queued.template).toBe('invitacion');
    expect(queued.recipient).toBe('lucia@cafealtura.mx');
    // The link is built from the configured SITE_URL, and only its hash is stored.
    const link = (JSON.parse(queued.data) as { link: string }).link;
    expect(link).toMatch(/^http:\/\/localhost:3000\/login-cliente\/nueva-contrasena#[\w-]{43}$/);
    const token = readQueuedLinkToken(api.clientDb, 'lucia@cafealtura.mx');
    const stored = api.clientDb.prepare('SELECT token_hash FROM account_links').pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(token);

    const clientPath = path(ROUTES.client, { clientId: created.client.id });
    const detail = (await (await get(clientPath)).json()) as {
      account: { state: string; passwordSetAt: string | null };
      messages: { label: string; status: string }[];
    };
    expect(detail.account).toMatchObject({ state: 'invitada', passwordSetAt: null });
    expect(detail.messages).toEqual([
      expect.objectContaining({ label: 'Invitación', status: 'pendiente' }),
    ]);
    const audit = await (await get('/agencia/auditoria')).text();
    expect(audit).toContain('cliente creado');
    expect(audit).toContain('invitación enviada al cliente');

    // Resent while not accepted; refused once the client chose a password.
    const invitation = path(ROUTES.sendInvitation, { clientId: created.client.id });
    expect((await post(invitation, {})).status).toBe(200);
    const latest = readQueuedLinkToken(api.clientDb, 'lucia@cafealtura.mx');
    const chosen = await api.send('/auth/enlace/contrasena', {
      method: 'POST',
      body: { token: latest, newPassword: 'cafe-de-altura-2027' },
    });
    expect(chosen.status).toBe(204);
    const again = await post(invitation, {});
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toMatch(/ya eligió su contraseña/);
    // The first invitation's link was used up with the second one's.
    const first = await api.send('/auth/enlace', { method: 'POST', body: { token } });
    expect(first.status).toBe(410);
    const after = (await (await get(clientPath)).json()) as { account: { state: string } };
    expect(after.account.state).toBe('activa');
  });

  it('finds clients by name without accents, company, e-mail and RFC', async () => {
    const { api, get, addClient } = await setUp();
    const { client } = await addClient('lucia@cafealtura.mx', 'Lucía Pérez', 'Café Altura');
    await addClient('ana@sol.mx', 'Ana Gómez', 'Panadería Sol');
    saveFiscalData(api.clientDb, client.id, FISCAL, api.clock.now);
    const find = async (q: string) => {
      const answer = (await (await get(`${ROUTES.clients}?q=${encodeURIComponent(q)}`)).json()) as {
        clients: { email: string }[];
      };
      return answer.clients.map((found) => found.email);
    };
    expect(await find('perez')).toEqual(['lucia@cafealtura.mx']);
    expect(await find('PANADERIA')).toEqual(['ana@sol.mx']);
    expect(await find('sol.mx')).toEqual(['ana@sol.mx']);
    expect(await find('cal150312')).toEqual(['lucia@cafealtura.mx']);
    expect(await find('')).toHaveLength(2);
  });

  it('ends a disabled client’s sessions at once and a reset password’s too', async () => {
    const { api, post, addClient } = await setUp();
    const { client } = await addClient('lucia@cafealtura.mx', 'Lucía', 'Café Altura');
    const { token } = createSession(api.clientDb, client.id, api.clock.now);
    const panel = () =>
      api.app.request('/api/panel', { headers: { Authorization: `Bearer ${token}` } });
    expect((await panel()).status).toBe(200);
    // A client's token opens nothing of the staff's.
    const staffRoute = await api.app.request(`/api${ROUTES.clients}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(staffRoute.status).toBe(401);

    const disabled = await post(path(ROUTES.clientAccess, { clientId: client.id }), {
      disabled: true,
    });
    expect(disabled.status).toBe(200);
    expect((await panel()).status).toBe(401);
    await post(path(ROUTES.clientAccess, { clientId: client.id }), { disabled: false });
    expect(findSessionClient(api.clientDb, token, api.clock.now)).toBeNull();

    // The agency sends a reset link: the sessions end only when the client uses it.
    const second = createSession(api.clientDb, client.id, api.clock.now);
    const reset = await post(path(ROUTES.sendPasswordReset, { clientId: client.id }), {});
    expect(await reset.json()).toEqual({
      sentTo: 'lucia@cafealtura.mx',
      expiresAt: new Date(api.clock.now + 3600 * 1000).toISOString(),
    });
    expect(findSessionClient(api.clientDb, second.token, api.clock.now)).toBe(client.id);
    const resetToken = readQueuedLinkToken(api.clientDb, 'lucia@cafealtura.mx');
    const chosen = await api.send('/auth/enlace/contrasena', {
      method: 'POST',
      body: { token: resetToken, newPassword: 'cafe-de-altura-2027' },
    });
    expect(chosen.status).toBe(204);
    expect(findSessionClient(api.clientDb, second.token, api.clock.now)).toBeNull();
  });

  it('refuses a stale invoice save with a Spanish message and keeps the first', async () => {
    const { api, post, addClient } = await setUp();
    const { client } = await addClient('lucia@cafealtura.mx', 'Lucía', 'Café Altura');
    const added = await post(path(ROUTES.addInvoice, { clientId: client.id }), {
      number: 'CV-1042',
      concept: 'Anticipo',
      amount: '4500.50',
      status: 'pendiente',
      dueDate: '2026-12-01',
    });
    expect(added.status).toBe(201);
    const { invoice } = (await added.json()) as {
      invoice: { id: number; version: number; paymentPath: string };
    };
    expect(invoice.paymentPath).toBe('/bitso-mx?factura=CV-1042&monto=4500.50');
    const edit = path(ROUTES.editInvoice, { invoiceId: invoice.id });
    const first = await post(edit, { version: invoice.version, concept: 'Anticipo del sitio' });
    expect(first.status).toBe(200);
    const second = await post(edit, { version: invoice.version, amount: 1 });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: string }).error).toMatch(/La factura cambió/);
    const stored = api.clientDb
      .prepare('SELECT concept, amount_cents, version FROM invoices')
      .get();
    expect(stored).toEqual({ concept: 'Anticipo del sitio', amount_cents: 450_050, version: 2 });

    const paid = await post(path(ROUTES.markPaid, { invoiceId: invoice.id }), {
      version: 2,
      paidOn: '2026-11-20',
      reference: 'SPEI 123456',
    });
    expect(await paid.json()).toMatchObject({
      invoice: {
        status: 'pagada',
        paidOn: '2026-11-20',
        paymentReference: 'SPEI 123456',
        version: 3,
      },
    });
    const overdue = await post(path(ROUTES.markOverdue, { invoiceId: invoice.id }), { version: 3 });
    expect(overdue.status).toBe(409);
  });

  it('issues a requested CFDI from the queue and changes its link', async () => {
    const { api, post, get, addClient } = await setUp();
    const { client } = await addClient('lucia@cafealtura.mx', 'Lucía', 'Café Altura');
    const added = await post(path(ROUTES.addInvoice, { clientId: client.id }), {
      number: 'CV-1',
      concept: 'Sitio',
      amount: 9000,
      status: 'pagada',
      dueDate: '2026-11-01',
      paidOn: '2026-11-02',
      reference: 'SPEI 7781',
    });
    const { invoice } = (await added.json()) as { invoice: { id: number } };
    requestCfdi(api.clientDb, client.id, 'CV-1', FISCAL, api.clock.now);
    expect(await (await get(ROUTES.pending)).json()).toEqual({ cfdiPending: 1 });
    const queue = (await (await get(ROUTES.cfdiQueue)).json()) as {
      requests: { fiscalData: unknown }[];
    };
    expect(queue.requests[0]?.fiscalData).toEqual(FISCAL);

    const issue = path(ROUTES.issueCfdi, { invoiceId: invoice.id });
    const bad = await post(issue, { uuid: FOLIO, downloadUrl: 'http://facturas.mx/a.zip' });
    expect(await bad.json()).toEqual({
      error: 'Enlace de descarga: debe ser una dirección https://',
      field: 'downloadUrl',
    });
    const issued = await post(issue, { uuid: FOLIO.toLowerCase(), downloadUrl: '' });
    expect(await issued.json()).toMatchObject({
      cfdi: { status: 'emitida', uuid: FOLIO, downloadUrl: null },
    });
    const link = await post(path(ROUTES.cfdiLink, { invoiceId: invoice.id }), {
      downloadUrl: 'https://facturas.mx/CV-1.zip',
    });
    expect(await link.json()).toMatchObject({
      cfdi: { downloadUrl: 'https://facturas.mx/CV-1.zip' },
    });
    expect(await (await get(ROUTES.pending)).json()).toEqual({ cfdiPending: 0 });
    const audit = (await (await get('/agencia/auditoria?tipo=cambio')).json()) as AuditPage;
    expect(audit.entries.find((entry) => entry.action === 'CFDI emitido')).toMatchObject({
      detail: 'factura CV-1 de lucia@cafealtura.mx',
      changes: [{ field: 'Folio fiscal', before: '—', after: FOLIO }],
    });
  });

  it('refuses each bad field naming it in Spanish, and changes nothing', async () => {
    const { api, post, addClient } = await setUp();
    const { client } = await addClient('lucia@cafealtura.mx', 'Lucía', 'Café Altura');
    const invoice = {
      number: 'CV-1',
      concept: 'Sitio',
      amount: '100',
      status: 'pendiente',
      dueDate: '2026-12-01',
    };
    const project = {
      name: 'Sitio',
      status: 'En diseño',
      progress: 10,
      deliveryDate: '2026-12-15',
    };
    const service = {
      domain: 'cafe.mx',
      hostingPlan: 'Básico',
      renewalDate: '2027-01-01',
      mailboxes: 3,
    };
    const cases: [string, object, string, string][] = [
      [
        ROUTES.addInvoice,
        { ...invoice, amount: '10.555' },
        'amount',
        'Monto: debe ser un monto en pesos',
      ],
      [ROUTES.addInvoice, { ...invoice, amount: 0 }, 'amount', 'Monto: debe ser mayor que cero'],
      [
        ROUTES.addInvoice,
        { ...invoice, number: 'CV 1/A' },
        'number',
        'Número de factura: usa letras',
      ],
      [
        ROUTES.addInvoice,
        { ...invoice, dueDate: '2026-02-30' },
        'dueDate',
        'Fecha de vencimiento: debe ser una fecha',
      ],
      [
        ROUTES.addInvoice,
        { ...invoice, status: 'cancelada' },
        'status',
        'Estado: debe ser pendiente, pagada o vencida',
      ],
      [
        ROUTES.addProject,
        { ...project, progress: 101 },
        'progress',
        'Avance: debe ser un entero de 0 a 100',
      ],
      [ROUTES.addProject, { ...project, name: '  ' }, 'name', 'Nombre: es obligatorio'],
      [
        ROUTES.addService,
        { ...service, mailboxes: -1 },
        'mailboxes',
        'Cuentas de correo: debe ser un entero',
      ],
      [
        ROUTES.createClient,
        { email: 'no-es-correo', name: 'X', company: 'Y' },
        'email',
        'Correo: debe ser un correo válido',
      ],
    ];
    for (const [route, body, field, message] of cases) {
      const response = await post(path(route as never, { clientId: client.id }), body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; field: string };
      expect(answer.field).toBe(field);
      expect(answer.error).toContain(message);
    }
    const counts = ['invoices', 'projects', 'services'].map(
      (table) => api.clientDb.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number,
    );
    expect(counts).toEqual([0, 0, 0]);
    expect(api.clientDb.prepare('SELECT COUNT(*) FROM clients').pluck().get()).toBe(1);

    const added = await post(path(ROUTES.addInvoice, { clientId: client.id }), invoice);
    const { invoice: stored } = (await added.json()) as { invoice: { id: number } };
    const edits: [string, object, string][] = [
      [ROUTES.markPaid, { version: 1, paidOn: 'ayer', reference: 'SPEI 1' }, 'paidOn'],
      [ROUTES.markPaid, { version: 1, paidOn: '2026-11-20', reference: '' }, 'reference'],
      [ROUTES.editInvoice, { concept: 'Otro' }, 'version'],
      [ROUTES.issueCfdi, { uuid: '5FB2822E-396D' }, 'uuid'],
    ];
    for (const [route, body, field] of edits) {
      const response = await post(path(route as never, { invoiceId: stored.id }), body);
      expect(await response.json()).toMatchObject({ field });
    }
    expect(api.clientDb.prepare('SELECT status, concept, version FROM invoices').get()).toEqual({
      status: 'pendiente',
      concept: 'Sitio',
      version: 1,
    });
  });
});

describe('the client work’s doors', () => {
  jest.setTimeout(60_000);

  const CHANGE_ROUTES = Object.entries(ROUTES)
    .filter(([name]) => !['clients', 'client', 'cfdiQueue', 'pending', 'outbox'].includes(name))
    .map(([, route]) =>
      path(route, { clientId: 1, serviceId: 1, projectId: 1, invoiceId: 1, messageId: 1 }),
    );

  it('lets a reader see, and refuses every change: reader 403, no session 401, other Origin 403, not JSON 415', async () => {
    const { api, reader, post, get, addClient } = await setUp();
    await addClient('lucia@cafealtura.mx', 'Lucía', 'Café Altura');
    expect((await get(path(ROUTES.client, { clientId: 1 }), reader)).status).toBe(200);
    expect((await get(ROUTES.pending, new CookieJar())).status).toBe(401);
    for (const route of CHANGE_ROUTES) {
      expect([route, (await post(route, { disabled: true, version: 1 }, reader)).status]).toEqual([
        route,
        403,
      ]);
      expect([route, (await post(route, {}, new CookieJar())).status]).toEqual([route, 401]);
      const foreign = await api.send(route, {
        method: 'POST',
        body: {},
        headers: { Origin: 'https://otro.example' },
      });
      expect([route, foreign.status]).toEqual([route, 403]);
      const text = await api.send(route, {
        method: 'POST',
        body: 'x',
        headers: { 'Content-Type': 'text/plain', Origin: SITE_ORIGIN },
      });
      expect([route, text.status]).toEqual([route, 415]);
    }
    expect(api.clientDb.prepare('SELECT disabled FROM clients').pluck().get()).toBe(0);
  });
});
