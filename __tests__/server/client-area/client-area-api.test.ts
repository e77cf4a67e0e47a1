/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { fetchClientPanel, loginClient } from '@/lib/client-area/client-api';
import {
  CFDI_STATUSES,
  INVOICE_STATUSES,
  loginResponseSchema,
  panelDataSchema,
  type PanelInvoice,
  type PanelProject,
  type PanelService,
} from '@/lib/client-area/client-api-contract';
import { openVisitsDatabase } from '@/server/analytics/database';
import { createApi } from '@/server/api';
import { AUDIT_EVENT_TYPES, listAuditEvents } from '@/server/client-area/audit';
import { issueCfdi } from '@/server/client-area/cfdi';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';
import { sendAccountLink, setClientPassword } from '@/server/client-area/account';
import { hashPassword } from '@/server/shared/passwords';
import { readQueuedLinkToken } from '../../fixtures/account-links';
import { RateLimiter, SIGN_IN_LIMITS, signInKeys } from '@/server/shared/rate-limiter';
import {
  addInvoice,
  addProject,
  createClient,
  findClientById,
  getPanelData,
  hashToken,
  setService,
} from '@/server/client-area/store';

const SITE_URL = 'http://localhost:3000';

/** One scrypt hash per password for the whole file (each takes a tenth of a second or more). */
const passwordHashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
  return passwordHashes.get(password)!;
}

/**
 * A real API on a loopback port over a fresh database file (or `dbPath`), with a clock the test
 * moves (or `clock`, to share one between instances).
 */
async function startClientApi({
  trustProxy = false,
  dbPath = path.join(mkdtempSync(path.join(tmpdir(), 'client-api-')), 'clients.db'),
  clock = { now: Date.UTC(2026, 10, 1, 12) },
} = {}) {
  const db: ClientDatabase = openClientDatabase(dbPath);
  const visitsDb = openVisitsDatabase(path.join(path.dirname(dbPath), 'visits.db'), null);
  const app = createApi({
    clientDb: db,
    visitsDb,
    siteUrl: SITE_URL,
    trustProxy,
    now: () => clock.now,
  });
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api`;

  return {
    db,
    dbPath,
    clock,
    baseUrl,
    async addClient(email: string, password: string) {
      const passwordHash = await hashOnce(password);
      return createClient(db, { email, name: 'Ana López', company: 'Panadería Sol', passwordHash });
    },
    login(body: unknown, headers: Record<string, string> = {}) {
      return fetch(`${baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    changePassword(token: string | undefined, body: unknown) {
      return fetch(`${baseUrl}/auth/password`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    },
    post(route: string, token: string | undefined, body: unknown) {
      return fetch(`${baseUrl}${route}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    panel(token?: string) {
      return fetch(`${baseUrl}/panel`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      db.close();
      visitsDb.close();
    },
  };
}

const EMAIL = 'ana@ejemplo.mx';
const PASSWORD = 'pan-de-elote-2026';

let api: Awaited<ReturnType<typeof startClientApi>>;

beforeEach(async () => {
  api = await startClientApi();
  await api.addClient(EMAIL, PASSWORD);
});
afterEach(() => api.close());

async function logIn(): Promise<string> {
  const response = await api.login({ email: EMAIL, password: PASSWORD });
  const { token } = (await response.json()) as { token: string };
  return token;
}

const SERVICE: PanelService = {
  domain: 'panaderiasol.mx',
  hostingPlan: 'Hosting Pyme',
  renewalDate: '2027-03-01',
  mailboxes: 5,
};
const PROJECT: PanelProject = {
  name: 'Sitio web',
  status: 'En desarrollo',
  progress: 60,
  deliveryDate: '2026-12-15',
};
const INVOICE: PanelInvoice = {
  number: 'CV-1042',
  concept: 'Anticipo del sitio web',
  amountCents: 450_000,
  status: 'pendiente',
  dueDate: '2026-12-01',
};

/** Gives the client SERVICE, PROJECT and `invoices`; returns the client's id. */
function seedPanel(invoices: PanelInvoice[] = [INVOICE]): number {
  const clientId = api.db.prepare('SELECT id FROM clients').pluck().get() as number;
  setService(api.db, clientId, SERVICE);
  addProject(api.db, clientId, PROJECT);
  invoices.forEach((invoice) => addInvoice(api.db, clientId, invoice));
  return clientId;
}

describe('POST /api/auth/login', () => {
  it('returns a token that expires in 7 days and stores only its hash', async () => {
    const response = await api.login({ email: 'ANA@ejemplo.mx', password: PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; expiresAt: number };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(api.clock.now + 7 * 24 * 60 * 60 * 1000);
    const stored = api.db.prepare('SELECT token_hash FROM sessions').pluck().all();
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(body.token);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await api.login({ email: EMAIL, password: 'otra-clave' });
    const unknown = await api.login({ email: 'nadie@ejemplo.mx', password: 'otra-clave' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('stores passwords as salted scrypt hashes', () => {
    const hash = api.db.prepare('SELECT password_hash FROM clients').pluck().get() as string;
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    expect(hash).not.toContain(PASSWORD);
  });

  it.each([
    ['not JSON', '{"email":'],
    ['a missing password', { email: EMAIL }],
    ['a malformed e-mail', { email: 'ana-arroba-ejemplo', password: PASSWORD }],
    ['a wrong type', { email: EMAIL, password: 12345 }],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await api.login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/correo válido/) });
  });

  it('answers 413 for a body over 10 KB', async () => {
    const response = await api.login({ email: EMAIL, password: 'x'.repeat(11 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'La solicitud es demasiado grande.' });
  });

  it('answers 429 with Retry-After after 5 failures for an e-mail from one address, even with the right password', async () => {
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromNetwork; attempt += 1) {
      expect((await api.login({ email: EMAIL, password: 'mala' })).status).toBe(401);
    }
    const blocked = await api.login({ email: EMAIL, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBe(15 * 60);
    api.clock.now += 10 * 60 * 1000;
    expect(
      Number((await api.login({ email: EMAIL, password: PASSWORD })).headers.get('Retry-After')),
    ).toBe(5 * 60);
    api.clock.now += 5 * 60 * 1000;
    expect((await api.login({ email: EMAIL, password: PASSWORD })).status).toBe(200);
  });

  it('limits one address trying many e-mails', async () => {
    // Most of the spray counted directly, the last five through the route.
    const limiter = new RateLimiter(api.db, 1);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.network; attempt += 1) {
      const email = `prueba${attempt}@ejemplo.mx`;
      if (attempt < SIGN_IN_LIMITS.network - 5) {
        limiter.attempt(signInKeys('acceso', email, '127.0.0.1'), api.clock.now);
      } else {
        expect((await api.login({ email, password: 'mala' })).status).toBe(401);
      }
    }
    const blocked = await api.login({ email: 'otra@ejemplo.mx', password: 'mala' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('900');
  });

  it('ignores a forwarded address unless it runs behind a trusted proxy', async () => {
    const failFrom = async (target: typeof api, address: string) => {
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromNetwork; attempt += 1) {
        await target.login({ email: EMAIL, password: 'mala' }, { 'X-Real-IP': address });
      }
    };
    await failFrom(api, '203.0.113.1');
    const spoofed = await api.login(
      { email: EMAIL, password: PASSWORD },
      { 'X-Real-IP': '203.0.113.2' },
    );
    expect(spoofed.status).toBe(429);

    const proxied = await startClientApi({ trustProxy: true });
    try {
      await proxied.addClient(EMAIL, PASSWORD);
      await failFrom(proxied, '203.0.113.1');
      const other = await proxied.login(
        { email: EMAIL, password: PASSWORD },
        { 'X-Real-IP': '203.0.113.2' },
      );
      expect(other.status).toBe(200);
      const same = await proxied.login(
        { email: EMAIL, password: PASSWORD },
        { 'X-Real-IP': '203.0.113.1' },
      );
      expect(same.status).toBe(429);
    } finally {
      await proxied.close();
    }
  }, 20_000);

  it('keeps the limit after the API restarts on the same database file', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await api.login({ email: EMAIL, password: 'mala' });
    }
    await api.close();
    api.clock.now += 60 * 1000;
    api = await startClientApi({ dbPath: api.dbPath, clock: api.clock });
    const blocked = await api.login({ email: EMAIL, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe(String(14 * 60));
    expect(await blocked.json()).toEqual({
      error: 'Demasiados intentos. Espera unos minutos antes de volver a intentar.',
    });
  });

  it('shares the limit between two API instances, each with its own connection to one file', async () => {
    const second = await startClientApi({ dbPath: api.dbPath, clock: api.clock });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const target = attempt % 2 === 0 ? api : second;
        expect((await target.login({ email: EMAIL, password: 'mala' })).status).toBe(401);
      }
      expect((await api.login({ email: EMAIL, password: PASSWORD })).status).toBe(429);
      expect((await second.login({ email: EMAIL, password: PASSWORD })).status).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('deletes counted attempts once their window has passed', async () => {
    const countAttempts = () =>
      api.db.prepare('SELECT count(*) FROM login_attempts').pluck().get() as number;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await api.login({ email: `prueba${attempt}@ejemplo.mx`, password: 'mala' });
    }
    expect(countAttempts()).toBe(3 * 3);
    api.clock.now += 15 * 60 * 1000;
    expect((await api.login({ email: EMAIL, password: PASSWORD })).status).toBe(200);
    expect(countAttempts()).toBe(0);
  });

  it("takes back only a successful login's own attempt, not the failures before it", async () => {
    const countAttempts = () =>
      api.db.prepare('SELECT count(*) FROM login_attempts').pluck().get() as number;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await api.login({ email: EMAIL, password: 'mala' });
    }
    const failures = countAttempts();
    expect((await api.login({ email: EMAIL, password: PASSWORD })).status).toBe(200);
    expect(countAttempts()).toBe(failures);
  });

  it('records each login, failed or not, with time, e-mail and address but no secret', async () => {
    const clientId = api.db.prepare('SELECT id FROM clients').pluck().get() as number;
    await api.login({ email: 'nadie@ejemplo.mx', password: 'otra-clave' });
    api.clock.now += 1000;
    await api.login({ email: EMAIL, password: 'otra-clave' });
    api.clock.now += 1000;
    const token = await logIn();

    expect(listAuditEvents(api.db, 'ANA@ejemplo.mx', 10)).toEqual([
      {
        occurredAt: api.clock.now,
        type: 'login_succeeded',
        email: EMAIL,
        clientId,
        address: '127.0.0.1',
        attempts: 1,
      },
      {
        occurredAt: api.clock.now - 1000,
        type: 'login_failed',
        email: EMAIL,
        clientId,
        address: '127.0.0.1',
        attempts: 1,
      },
    ]);
    expect(listAuditEvents(api.db, 'nadie@ejemplo.mx', 10)).toEqual([
      expect.objectContaining({ type: 'login_failed', clientId: null }),
    ]);
    const stored = JSON.stringify(api.db.prepare('SELECT * FROM audit_events').all());
    [PASSWORD, 'otra-clave', token, hashToken(token)].forEach((secret) =>
      expect(stored).not.toContain(secret),
    );
  });

  it('counts concurrent attempts before checking the password', async () => {
    const attempts = Array.from({ length: 12 }, () =>
      api.login({ email: EMAIL, password: 'mala' }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it('lets in only the site origin through CORS', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.baseUrl}/auth/login`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    expect((await preflight(SITE_URL)).headers.get('Access-Control-Allow-Origin')).toBe(SITE_URL);
    expect(
      (await preflight('https://evil.example')).headers.get('Access-Control-Allow-Origin'),
    ).not.toBe('https://evil.example');
  });
});

describe('GET /api/panel', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await api.panel()).status).toBe(401);
    const unknown = await api.panel('a'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ error: 'Tu sesión no es válida o ya expiró.' });
  });

  it("returns the client's services, projects and invoices", async () => {
    seedPanel();
    const response = await api.panel(await logIn());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      client: { name: 'Ana López', company: 'Panadería Sol', email: EMAIL },
      services: [SERVICE],
      projects: [PROJECT],
      invoices: [{ ...INVOICE, cfdi: null }],
      fiscalData: null,
      preferences: { reminders: true },
    });
  });

  it('refuses a token once it has expired', async () => {
    const token = await logIn();
    api.clock.now += 7 * 24 * 60 * 60 * 1000 - 1;
    expect((await api.panel(token)).status).toBe(200);
    api.clock.now += 1;
    expect((await api.panel(token)).status).toBe(401);
  });

  it('refuses a token revoked by logout, and a second logout', async () => {
    const token = await logIn();
    const logout = () =>
      fetch(`${api.baseUrl}/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await logout()).status).toBe(204);
    expect((await api.panel(token)).status).toBe(401);
    expect((await logout()).status).toBe(401);
  });

  it('refuses every token after a password reset', async () => {
    const token = await logIn();
    const clientId = api.db.prepare('SELECT id FROM clients').pluck().get() as number;
    const client = findClientById(api.db, clientId)!;
    const at = api.clock.now;
    sendAccountLink(
      api.db,
      client,
      'restablecer',
      { actor: client.email, address: null, at },
      'restablecimiento_enviado',
    );
    const linkToken = readQueuedLinkToken(api.db, client.email);
    await setClientPassword(api.db, {
      via: 'enlace',
      token: linkToken,
      clientId,
      newPassword: 'nueva-clave-segura-1',
      address: null,
      at,
    });
    expect((await api.panel(token)).status).toBe(401);
  });
});

describe('POST /api/auth/password', () => {
  const NEW_PASSWORD = 'tortas-de-nata-2027';
  const change = (token: string | undefined, currentPassword: string, newPassword: string) =>
    api.changePassword(token, { currentPassword, newPassword });
  const errorOf = async (response: Response) =>
    ((await response.json()) as { error: string }).error;

  it('answers 401 without a live session', async () => {
    expect((await change(undefined, PASSWORD, NEW_PASSWORD)).status).toBe(401);
    expect((await change('x'.repeat(43), PASSWORD, NEW_PASSWORD)).status).toBe(401);
  });

  it('explains in Spanish why a new password is too weak, and keeps the old one', async () => {
    const token = await logIn();
    const short = await change(token, PASSWORD, 'corta1');
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toMatch(/^Usa al menos 10 caracteres/);
    const lettersOnly = await change(token, PASSWORD, 'solamente-letras');
    expect(await errorOf(lettersOnly)).toBe(
      'Combina letras y números para que no sea fácil de adivinar.',
    );
    const same = await change(token, PASSWORD, PASSWORD);
    expect(await errorOf(same)).toBe('La contraseña nueva debe ser distinta de la actual.');
    expect((await api.login({ email: EMAIL, password: PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password, and after 5 tries answers 429 with Retry-After', async () => {
    const token = await logIn();
    for (let i = 0; i < 5; i++) {
      const wrong = await change(token, 'no-es-la-clave-1', NEW_PASSWORD);
      expect(wrong.status).toBe(403);
      expect(await errorOf(wrong)).toBe('Tu contraseña actual no es correcta.');
    }
    const limited = await change(token, PASSWORD, NEW_PASSWORD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('changes the password, revokes every other session, keeps this one and records it', async () => {
    const other = await logIn();
    const token = await logIn();
    const response = await change(token, PASSWORD, NEW_PASSWORD);
    expect(response.status).toBe(204);
    expect((await api.panel(other)).status).toBe(401);
    expect((await api.panel(token)).status).toBe(200);
    expect((await api.login({ email: EMAIL, password: PASSWORD })).status).toBe(401);
    expect((await api.login({ email: EMAIL, password: NEW_PASSWORD })).status).toBe(200);
    const events = listAuditEvents(api.db, EMAIL, 10);
    expect(events.map((event) => event.type)).toContain('password_changed');
    const stored = JSON.stringify(api.db.prepare('SELECT * FROM audit_events').all());
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(token);
  });
});

/** The values a table's `CHECK (column IN (...))` allows, as written in its schema. */
describe('fiscal data and CFDI requests', () => {
  const PAID: PanelInvoice = { ...INVOICE, number: 'CV-1043', status: 'pagada' };
  // A persona moral: 12 characters, check digit computed with the SAT's algorithm.
  const FISCAL = {
    rfc: 'PAÑ150312QW8',
    legalName: 'PANADERIA SOL',
    taxRegime: '601',
    cfdiUse: 'G03',
    postalCode: '06700',
    email: 'facturas@panaderiasol.mx',
  };
  const request = (token: string | undefined, body: unknown, number = PAID.number) =>
    api.post(`/invoices/${number}/cfdi`, token, body);
  const withFiscal = (changes: Partial<typeof FISCAL>) => ({
    fiscalData: { ...FISCAL, ...changes },
    saveFiscalData: true,
  });

  it('answers 401 without a live session', async () => {
    seedPanel([PAID]);
    expect((await request(undefined, withFiscal({}))).status).toBe(401);
    expect((await api.post('/fiscal-data', undefined, FISCAL)).status).toBe(401);
    expect((await fetch(`${api.baseUrl}/fiscal-data`)).status).toBe(401);
  });

  it.each([
    ['an RFC of the wrong shape', { rfc: 'PAN-150312' }, 'rfc', /13 caracteres .* 12/],
    ['an RFC with an impossible date', { rfc: 'PAN151332QW1' }, 'rfc', /fecha del RFC/],
    ['an RFC with a wrong check digit', { rfc: 'PAÑ150312QW7' }, 'rfc', /dígito verificador/],
    ['the generic RFC', { rfc: 'XAXX010101000' }, 'rfc', /RFC genérico/],
    [
      'a régimen of personas físicas for a persona moral',
      { taxRegime: '612' },
      'taxRegime',
      /solo para personas físicas/,
    ],
    [
      'a use the régimen does not allow',
      { taxRegime: '626', cfdiUse: 'D01' },
      'cfdiUse',
      /no corresponde al régimen 626/,
    ],
    ['a use of another kind of CFDI', { cfdiUse: 'CP01' }, 'cfdiUse', /no corresponde/],
    ['a postal code of 4 digits', { postalCode: '6700' }, 'postalCode', /5 dígitos/],
    ['a malformed e-mail', { email: 'facturas-panaderia' }, 'email', /correo válido/],
    ['an empty razón social', { legalName: '  ' }, 'legalName', /razón social/],
  ])('answers 400 naming the field for %s', async (_case, changes, field, message) => {
    seedPanel([PAID]);
    const response = await request(await logIn(), withFiscal(changes));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
    expect(body.fields[field]).toMatch(message);
    expect(api.db.prepare('SELECT count(*) FROM cfdi_requests').pluck().get()).toBe(0);
  });

  it('answers 413 for a body over 10 KB', async () => {
    seedPanel([PAID]);
    const response = await request(await logIn(), withFiscal({ legalName: 'x'.repeat(11 * 1024) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'La solicitud es demasiado grande.' });
  });

  it("answers 404 for another client's invoice, the same as for an unknown one", async () => {
    seedPanel([PAID]);
    const otherId = await api.addClient('otro@ejemplo.mx', PASSWORD);
    addInvoice(api.db, otherId, { ...PAID, number: 'CV-2001' });
    const token = await logIn();
    const foreign = await request(token, withFiscal({}), 'CV-2001');
    const unknown = await request(token, withFiscal({}), 'CV-9999');
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
  });

  it('refuses an unpaid invoice and a second request for the same one', async () => {
    seedPanel([INVOICE, PAID]);
    const token = await logIn();
    const unpaid = await request(token, withFiscal({}), INVOICE.number);
    expect(unpaid.status).toBe(422);
    expect(await unpaid.json()).toEqual({ error: expect.stringMatching(/factura pagada/) });
    expect((await request(token, withFiscal({}))).status).toBe(201);
    const again = await request(token, withFiscal({ cfdiUse: 'G01' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Ya solicitaste el CFDI de la factura CV-1043.' });
    expect(api.db.prepare('SELECT cfdi_use FROM cfdi_requests').pluck().all()).toEqual(['G03']);
  });

  it('answers 429 after 5 refused requests in 15 minutes', async () => {
    seedPanel([PAID]);
    const token = await logIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await request(token, withFiscal({}), `CV-${attempt}`)).status).toBe(404);
    }
    const blocked = await request(token, withFiscal({}));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('900');
  });

  it('records the request, saves the fiscal data and shows solicitada, then emitida', async () => {
    seedPanel([PAID]);
    const token = await logIn();
    const response = await request(token, {
      fiscalData: { ...FISCAL, rfc: ' pañ150312qw8 ', email: 'Facturas@PanaderiaSol.mx' },
      saveFiscalData: true,
    });
    expect(response.status).toBe(201);
    const requested = {
      status: 'solicitada',
      requestedOn: '2026-11-01',
      uuid: null,
      downloadUrl: null,
    };
    expect(await response.json()).toEqual({ cfdi: requested });

    const stored = await (
      await fetch(`${api.baseUrl}/fiscal-data`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(stored).toEqual({ fiscalData: FISCAL });
    const panel = panelDataSchema.parse(await (await api.panel(token)).json());
    expect(panel.fiscalData).toEqual(FISCAL);
    expect(panel.invoices).toEqual([{ ...PAID, cfdi: requested }]);
    expect(listAuditEvents(api.db, EMAIL, 5)[0]).toEqual({
      occurredAt: api.clock.now,
      type: 'cfdi_requested',
      email: EMAIL,
      clientId: expect.any(Number),
      address: '127.0.0.1',
      attempts: 1,
    });

    const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
    issueCfdi(api.db, {
      invoiceNumber: PAID.number,
      uuid,
      downloadUrl: 'https://facturas.codigoverde.mx/CV-1043',
      now: api.clock.now,
    });
    const issued = panelDataSchema.parse(await (await api.panel(token)).json());
    expect(issued.invoices[0]?.cfdi).toEqual({
      status: 'emitida',
      requestedOn: '2026-11-01',
      uuid,
      downloadUrl: 'https://facturas.codigoverde.mx/CV-1043',
    });
  });

  it('keeps a copy of the data used and leaves the saved data alone when asked not to save', async () => {
    seedPanel([PAID]);
    const token = await logIn();
    expect((await api.post('/fiscal-data', token, FISCAL)).status).toBe(200);
    const other = {
      rfc: 'ROLA850214HU1',
      taxRegime: '612',
      cfdiUse: 'D01',
      legalName: 'ANA LOPEZ',
    };
    const response = await request(token, {
      fiscalData: { ...FISCAL, ...other },
      saveFiscalData: false,
    });
    expect(response.status).toBe(201);
    expect(getPanelData(api.db, 1).fiscalData).toEqual(FISCAL);
    expect(api.db.prepare('SELECT rfc, tax_regime, cfdi_use FROM cfdi_requests').get()).toEqual({
      rfc: 'ROLA850214HU1',
      tax_regime: '612',
      cfdi_use: 'D01',
    });
  });

  it('edits the saved fiscal data with the same checks', async () => {
    seedPanel([PAID]);
    const token = await logIn();
    const bad = await api.post('/fiscal-data', token, { ...FISCAL, postalCode: 'abcde' });
    expect(bad.status).toBe(400);
    expect((await api.post('/fiscal-data', token, FISCAL)).status).toBe(200);
    const edited = { ...FISCAL, postalCode: '64000', cfdiUse: 'I04' };
    expect(await (await api.post('/fiscal-data', token, edited)).json()).toEqual({
      fiscalData: edited,
    });
    expect(getPanelData(api.db, 1).fiscalData).toEqual(edited);
  });
});

function readAllowedValues(table: string, column: string): string[] {
  const schema = api.db
    .prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .pluck()
    .get(table) as string;
  const allowed = new RegExp(`CHECK \\(${column} IN \\(([^)]*)\\)\\)`).exec(schema)?.[1] ?? '';
  return allowed.split(',').map((value) => value.trim().replace(/^'|'$/g, ''));
}

describe('the client-API contract', () => {
  const seedEveryInvoiceStatus = () =>
    seedPanel(
      INVOICE_STATUSES.map((status, index) => ({ ...INVOICE, number: `CV-20${index}`, status })),
    );

  it("answers login and panel requests with bodies the browser's schemas accept", async () => {
    seedEveryInvoiceStatus();
    const login = loginResponseSchema.safeParse(
      await (await api.login({ email: EMAIL, password: PASSWORD })).json(),
    );
    expect(login.error).toBeUndefined();
    const panel = panelDataSchema.safeParse(await (await api.panel(login.data?.token)).json());
    expect(panel.error).toBeUndefined();
    expect(panel.data?.invoices.map((invoice) => invoice.status).sort()).toEqual(
      [...INVOICE_STATUSES].sort(),
    );
  });

  it("serves the browser panel's own login and panel calls", async () => {
    const clientId = seedEveryInvoiceStatus();
    const previousUrl = process.env.NEXT_PUBLIC_CLIENT_API_URL;
    process.env.NEXT_PUBLIC_CLIENT_API_URL = api.baseUrl;
    try {
      const login = await loginClient(EMAIL, PASSWORD);
      if (login.kind !== 'ok') throw new Error(`Login answered ${login.kind}.`);
      expect(await fetchClientPanel(login.token)).toEqual({
        kind: 'ok',
        data: getPanelData(api.db, clientId),
      });
    } finally {
      if (previousUrl === undefined) delete process.env.NEXT_PUBLIC_CLIENT_API_URL;
      else process.env.NEXT_PUBLIC_CLIENT_API_URL = previousUrl;
    }
  });

  it('lets the database store exactly the audit event types', () => {
    expect(readAllowedValues('audit_events', 'type')).toEqual([...AUDIT_EVENT_TYPES]);
  });

  it("lets the database store exactly the contract's CFDI statuses", () => {
    expect(readAllowedValues('cfdi_requests', 'status')).toEqual([...CFDI_STATUSES]);
  });

  it("lets the database store exactly the contract's invoice statuses", () => {
    expect(readAllowedValues('invoices', 'status')).toEqual([...INVOICE_STATUSES]);

    const clientId = api.db.prepare('SELECT id FROM clients').pluck().get() as number;
    const addWithStatus = (status: string) =>
      api.db
        .prepare(
          `INSERT INTO invoices (client_id, number, concept, amount_cents, status, due_date)
           VALUES (?, ?, 'Hosting', 100, ?, '2026-12-01')`,
        )
        .run(clientId, `CV-${status}`, status);
    INVOICE_STATUSES.forEach((status) => expect(() => addWithStatus(status)).not.toThrow());
    expect(() => addWithStatus('cancelada')).toThrow(/CHECK constraint failed/);
  });
});
