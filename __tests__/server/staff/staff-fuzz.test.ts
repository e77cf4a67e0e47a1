/** @jest-environment node */
import { CLIENT_WORK_ROUTES } from '@/lib/staff-area/client-work-contract';
import { requestCfdi } from '@/server/client-area/cfdi';
import { addInvoice, addProject, createClient, setService } from '@/server/client-area/store';
import { STAFF_ROUTES } from '@/lib/staff-area/staff-contract';
import { SITE_ORIGIN, startStaffApi } from '../../fixtures/staff-api';
import { cafeAlturaFiscalData } from '../../fixtures/client-work';

/** A small seeded generator (mulberry32), so a failing case can be run again. */
function createRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const bytes = (length: number) => {
    const array = new Uint8Array(new ArrayBuffer(length));
    array.forEach((_, index) => (array[index] = int(256)));
    return array;
  };
  return { int, pick, bytes };
}

const random = createRandom(35);

const WRONG_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  '',
  'x'.repeat(5000),
  [],
  ['a'],
  {},
  { nested: { deeper: [1, 2, 3] } },
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000\uffff\ud800',
  '123456',
  'ABCD-EFGH',
  'esta',
  'otras',
  'marta@codigoverde.mx',
  '4500.50',
  '2026-02-30',
  '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
  'https://facturas.mx/a.zip',
  1,
  2 ** 53,
  -0.5,
];
const FIELDS = ['email', 'password', 'code', 'scope', '__proto__', 'constructor']
  .concat(['name', 'company', 'disabled', 'domain', 'hostingPlan', 'renewalDate', 'mailboxes'])
  .concat(['status', 'progress', 'deliveryDate', 'number', 'concept', 'amount', 'dueDate'])
  .concat(['paidOn', 'reference', 'endedOn', 'uuid', 'downloadUrl', 'version']);

/** The client work's routes with identifiers that exist, do not, or are not numbers. */
function buildClientWorkRoute(route: string): string {
  const id = random.pick(['1', '2', '999999999', '0', '-1', '1e3', 'abc', '%00', '9'.repeat(40)]);
  return route.replace(/:\w+/g, id);
}

/** A body: malformed JSON, random bytes, wrong types under the contract's fields, or huge. */
function buildBody(): string | Uint8Array<ArrayBuffer> {
  switch (random.int(6)) {
    case 0:
      return random.pick(['{', '{"email":', 'nul', '[1,2', '{"a":1}}', '"', '\u0000', '']);
    case 1:
      return random.bytes(random.int(2000));
    case 2:
      return JSON.stringify(
        Object.fromEntries(
          FIELDS.filter(() => random.int(2) === 0).map((field) => [
            field,
            random.pick(WRONG_VALUES),
          ]),
        ),
      );
    case 3:
      return JSON.stringify(random.pick(WRONG_VALUES));
    case 4:
      return JSON.stringify({
        email: 'a@b.mx',
        password: 'x'.repeat(random.pick([11_000, 200_000])),
      });
    default:
      return `{"code":"${'9'.repeat(random.int(20_000))}"}`;
  }
}

/** A query string: random bytes percent-encoded, repeated or wrong parameters. */
function buildQuery(): string {
  const keys = [
    'desde',
    'hasta',
    'agrupar',
    'pagina',
    'origen',
    'campana',
    'dispositivo',
    'lugar',
  ].concat(['q', 'estado', 'tipo', 'persona', 'sobre']);
  const values = [
    '2026-11-20',
    '2026-02-30',
    '9999-12-31',
    '0000-01-01',
    'dia',
    'mes',
    'pendientes',
    'todas',
    'cambio',
    'lectura',
    '2',
    '99999',
    'pérez',
    '%',
    '%00',
    encodeURIComponent(Buffer.from(random.bytes(40)).toString('latin1')),
    'a'.repeat(random.int(5000)),
    '',
  ];
  return Array.from(
    { length: random.int(12) },
    () => `${random.pick(keys)}=${random.pick(values)}`,
  ).join('&');
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/jsonx',
  'text/plain',
  'multipart/form-data; boundary=x',
  '',
];
const COOKIES = [
  '',
  '__Host-cv_agencia_sesion=',
  `__Host-cv_agencia_sesion=${'a'.repeat(5000)}`,
  '__Host-cv_agencia_sesion=%E0%A4%A',
  '__Host-cv_agencia_paso=abc; __Host-cv_agencia_paso=def',
  `__Host-cv_agencia_paso=${'z'.repeat(43)}`,
  'cv_agencia_sesion=sin-prefijo',
  ';;;===;',
];

describe('every staff route under fuzzed input', () => {
  jest.setTimeout(120_000);

  it('never answers with a 5xx', async () => {
    const api = startStaffApi();
    await api.addStaff('marta@codigoverde.mx');
    const { jar } = await api.signIn('marta@codigoverde.mx');
    const liveCookie = jar.header();
    // Rows behind identifier 1, so fuzzed changes reach the rules and the writes.
    const clientId = createClient(api.clientDb, {
      email: 'lucia@cafealtura.mx',
      name: 'Lucía Pérez',
      company: 'Café Altura',
      passwordHash: 'x',
    });
    const dates = { dueDate: '2026-11-01', renewalDate: '2027-01-01', deliveryDate: '2026-12-01' };
    addInvoice(api.clientDb, clientId, {
      number: 'CV-1',
      concept: 'Sitio',
      amountCents: 900_000,
      status: 'pagada',
      dueDate: dates.dueDate,
    });
    setService(api.clientDb, clientId, {
      domain: 'cafe.mx',
      hostingPlan: 'Básico',
      ...dates,
      mailboxes: 2,
    });
    addProject(api.clientDb, clientId, {
      name: 'Sitio',
      status: 'En diseño',
      progress: 10,
      ...dates,
    });
    requestCfdi(api.clientDb, clientId, 'CV-1', cafeAlturaFiscalData, api.clock.now);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = [
      ...[STAFF_ROUTES.signIn, STAFF_ROUTES.code, STAFF_ROUTES.signOut].map((route) => ({
        route,
        method: 'POST',
      })),
      ...[
        STAFF_ROUTES.session,
        STAFF_ROUTES.dashboard,
        STAFF_ROUTES.dashboardCsv,
        STAFF_ROUTES.audit,
      ].map((route) => ({ route, method: 'GET' })),
      ...Object.entries(CLIENT_WORK_ROUTES).map(([name, route]) => ({
        route,
        method: ['clients', 'client', 'cfdiQueue', 'pending'].includes(name) ? 'GET' : 'POST',
      })),
    ];
    const failures: string[] = [];
    for (const { route, method } of routes) {
      for (let run = 0; run < 60; run += 1) {
        const body = method === 'POST' ? buildBody() : undefined;
        const cookie = random.int(3) === 0 ? liveCookie : random.pick(COOKIES);
        const response = await api.app.request(
          `/api${buildClientWorkRoute(route)}${method === 'GET' || random.int(4) === 0 ? `?${buildQuery()}` : ''}`,
          {
            method,
            body,
            headers: {
              'X-Real-IP': `198.51.100.${random.int(256)}`,
              'Content-Type': random.pick(CONTENT_TYPES),
              Origin: random.int(5) === 0 ? 'https://otro.example' : SITE_ORIGIN,
              ...(cookie ? { Cookie: cookie } : {}),
            },
          },
        );
        if (response.status >= 500) {
          failures.push(`${method} ${route} → ${response.status}: ${await response.text()}`);
        }
      }
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(failures).toEqual([]);
    // The live session outlived the fuzzing, unless a fuzzed request closed it the proper way.
    const closedProperly = api.staffDb
      .prepare("SELECT COUNT(*) FROM staff_audit WHERE action LIKE '%sesion%cerrada%'")
      .pluck()
      .get() as number;
    const session = await api.send('/agencia/sesion', { jar });
    expect(session.status).toBe(closedProperly > 0 ? 401 : 200);
  });
});
