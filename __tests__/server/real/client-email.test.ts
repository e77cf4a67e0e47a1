/** @jest-environment node */
import { rmSync } from 'node:fs';
import {
  CLIENT_WORK_ROUTES as ROUTES,
  buildClientWorkPath,
} from '@/lib/staff-area/client-work-contract';
import { failure } from '../../fixtures/command-failure';
import { startRealServer, type CookieJar, type RealServer } from '../../fixtures/real-server';

// Through `server/main.ts` and the documented commands: what the dashboard or a command stores,
// the login finds, and what one door refuses, every door refuses.

const STAFF_SECRET_KEY = Buffer.alloc(32, 3).toString('base64');
const MANAGER = 'marta@codigoverde.mx';

let server: RealServer;
let jar: CookieJar;

beforeAll(async () => {
  server = await startRealServer({ env: { STAFF_SECRET_KEY } });
  await server.addManager(MANAGER);
  ({ jar } = await server.signIn(MANAGER));
}, 60_000);
afterAll(async () => {
  await server.stop();
  rmSync(server.dir, { recursive: true, force: true });
});

jest.setTimeout(30_000);

const post = (route: string, body: unknown) => server.send(route, { jar, method: 'POST', body });
const createClient = (email: string, name = 'Ana López') =>
  post(ROUTES.createClient, { email, name, company: 'Panadería Sol' });
const login = (email: string, password: string) =>
  server.send('/auth/login', { method: 'POST', body: { email, password } });

async function addClient(email: string): Promise<number> {
  const created = await createClient(email);
  expect(created.status).toBe(201);
  return ((await created.json()) as { client: { id: number } }).client.id;
}

describe('a client’s e-mail', () => {
  it('signs in with an internationalised domain the dashboard accepted', async () => {
    const created = await createClient('contacto@diseño.mx');
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { client: { email: string } };
    expect(answer.client.email).toBe('contacto@xn--diseo-rta.mx');
    const password = 'panaderia-sol-2027';
    expect(await server.chooseClientPassword(answer.client.email, password)).toBe(204);
    expect((await login('contacto@diseño.mx', password)).status).toBe(200);
  });

  it('is refused with an accent by the dashboard, the command and the login alike', async () => {
    const created = await createClient('josé@ejemplo.mx');
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual({
      error: 'Correo: debe ser un correo válido: sin acentos ni espacios antes de la @',
      field: 'email',
    });
    const command = await failure(
      server.clients(['add', '--email', 'josé@ejemplo.mx', '--name', 'José', '--company', 'X']),
    );
    expect(command.stderr).toContain(
      '--email: debe ser un correo válido: sin acentos ni espacios antes de la @',
    );
    expect((await login('josé@ejemplo.mx', 'clave-de-prueba-1')).status).toBe(400);
  });
});

describe('a staff member’s e-mail', () => {
  it('signs in as `npm run personal -- agregar` stored it, and is refused as it refused it', async () => {
    const add = (email: string) =>
      server.personal(['agregar', '--email', email, '--nombre', 'Leo Gil', '--rol', 'lector']);
    const { stdout } = await add('Leo@Diseño.mx');
    expect(stdout).toContain('leo@xn--diseo-rta.mx');
    await server.signIn('leo@diseño.mx');
    const refused = await failure(add('josé@ejemplo.mx'));
    expect(refused.stderr).toContain('--email: debe ser un correo válido: sin acentos');
  });
});

describe('the client work’s fields', () => {
  it('reads a service’s domain as a host name, one service whatever its case', async () => {
    const clientId = await addClient('sistemas@cafealtura.mx');
    const route = buildClientWorkPath(ROUTES.addService, { clientId });
    const service = (domain: string) =>
      post(route, { domain, hostingPlan: 'Básico', renewalDate: '2027-03-01', mailboxes: 5 });
    const loose = await service('not a domain <x>');
    expect(loose.status).toBe(400);
    expect(await loose.json()).toMatchObject({ field: 'domain' });
    expect((await service('cafe.mx')).status).toBe(201);
    expect((await service('CAFE.MX')).status).toBe(409);
  });

  it('takes an invoice number once whatever its case', async () => {
    const clientId = await addClient('facturas@cafealtura.mx');
    const route = buildClientWorkPath(ROUTES.addInvoice, { clientId });
    const invoice = (number: string) =>
      post(route, {
        number,
        concept: 'Sitio web',
        amount: '4500',
        status: 'pendiente',
        dueDate: '2026-12-15',
      });
    expect((await invoice('CV-x')).status).toBe(201);
    const again = await invoice('cv-x');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: expect.stringContaining('CV-X') });
  });

  it('refuses a name with a right-to-left override', async () => {
    const created = await createClient('ana@sol.mx', 'Ana\u202eLópez');
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ field: 'name' });
  });
});
