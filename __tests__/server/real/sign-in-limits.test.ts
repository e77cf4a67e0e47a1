/** @jest-environment node */
import { networkInterfaces } from 'node:os';
import { generateTotp } from '@/server/staff/second-factor';
import {
  CookieJar,
  REAL_STAFF_PASSWORD,
  startRealServer,
  type RealServer,
} from '../../fixtures/real-server';

// The sign-in limits of both areas through `server/main.ts` behind a trusted proxy: the test's
// loopback connection plays nginx, and each request's X-Real-IP names the visitor.

const STAFF_SECRET_KEY = Buffer.alloc(32, 3).toString('base64');
const STRANGER = '198.51.100.9';
const OWNER = '203.0.113.7';
const STEP_MS = 30_000;

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer({ env: { STAFF_SECRET_KEY } });
}, 30_000);
afterAll(() => server.stop());

jest.setTimeout(30_000);

describe('the staff sign-in', () => {
  it("lets the owner in from their own address while a stranger's address is refused", async () => {
    const email = 'marta@codigoverde.mx';
    await server.addManager(email);
    const { secret } = await server.signIn(email, { address: OWNER });
    const guess = () =>
      server.send('/agencia/sesion', {
        method: 'POST',
        body: { email, password: 'no-es-la-clave-1' },
        address: STRANGER,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(429);

    // The enrolment took this time step's code, so the owner types the next one.
    const owner = await server.signIn(email, { secret, at: Date.now() + STEP_MS, address: OWNER });
    expect(owner.jar.cookies.has('__Host-cv_agencia_sesion')).toBe(true);
    expect((await guess()).status).toBe(429);
  });

  it('refuses an older pending enrolment once the account has a second factor', async () => {
    const email = 'luis@codigoverde.mx';
    await server.addManager(email);
    const startEnrolment = async (jar: CookieJar) => {
      const step = await server.send('/agencia/sesion', {
        jar,
        method: 'POST',
        body: { email, password: REAL_STAFF_PASSWORD },
      });
      return ((await step.json()) as { enrolment: { secret: string } }).enrolment.secret;
    };
    const sendCode = (jar: CookieJar, code: string) =>
      server.send('/agencia/sesion/codigo', { jar, method: 'POST', body: { code } });
    const [firstJar, secondJar] = [new CookieJar(), new CookieJar()];
    const firstSecret = await startEnrolment(firstJar);
    const secondSecret = await startEnrolment(secondJar);

    const enrolled = await sendCode(firstJar, generateTotp(firstSecret, email, Date.now()));
    expect(enrolled.status).toBe(200);
    const { recoveryCodes = [] } = (await enrolled.json()) as { recoveryCodes?: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const late = await sendCode(secondJar, generateTotp(secondSecret, email, Date.now()));
    expect(late.status).toBe(401);
    expect(((await late.json()) as { error: string }).error).toMatch(/Vuelve a empezar/);

    // The first phone and its recovery codes still open the account.
    await server.signIn(email, { secret: firstSecret, at: Date.now() + STEP_MS });
    const jar = new CookieJar();
    const step = await server.send('/agencia/sesion', {
      jar,
      method: 'POST',
      body: { email, password: REAL_STAFF_PASSWORD },
    });
    expect(await step.json()).toEqual({ step: 'codigo' });
    expect((await sendCode(jar, recoveryCodes[0] ?? '')).status).toBe(200);
  });
});

describe('the client login', () => {
  const login = (email: string, password: string, address: string) =>
    server.send('/auth/login', { method: 'POST', body: { email, password }, address });

  it("lets the owner in from their own address while a stranger's address is refused", async () => {
    const email = 'ana@panaderiasol.mx';
    await server.clients(['add', '--email', email, '--name', 'Ana', '--company', 'Sol']);
    expect(await server.chooseClientPassword(email, REAL_STAFF_PASSWORD)).toBe(204);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(email, 'no-es-la-clave-1', STRANGER)).status).toBe(401);
    }
    expect((await login(email, 'no-es-la-clave-1', STRANGER)).status).toBe(429);
    expect((await login(email, REAL_STAFF_PASSWORD, OWNER)).status).toBe(200);
    expect((await login(email, REAL_STAFF_PASSWORD, STRANGER)).status).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one network across e-mails', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const address = `2001:db8:5:6::${attempt + 1}`;
      expect((await login(`nadie${attempt}@ejemplo.mx`, 'mala-clave-1', address)).status).toBe(401);
    }
    expect((await login('otra@ejemplo.mx', 'mala-clave-1', '2001:db8:5:6:ffff::9')).status).toBe(
      429,
    );
    expect((await login('otra@ejemplo.mx', 'mala-clave-1', '2001:db8:5:7::9')).status).toBe(401);
  });
});

/** An IPv4 address of this machine that is not a loopback one, if it has any. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('a connection that is not from the local proxy', () => {
  // Without a second network interface there is no such connection to make; the unit test of
  // readClientAddress covers the rule on every machine.
  (outsideAddress ? it : it.skip)('has its X-Real-IP ignored', async () => {
    const outside = await startRealServer({ env: { STAFF_SECRET_KEY }, host: outsideAddress });
    try {
      // A failed login is in the audit log under its e-mail, known or not.
      const email = 'nadie@ejemplo.mx';
      const spoofed = await outside.send('/auth/login', {
        method: 'POST',
        body: { email, password: 'no-es-la-clave-1' },
        address: OWNER,
      });
      expect(spoofed.status).toBe(401);
      const { stdout } = await outside.clients(['audit', '--email', email]);
      expect(stdout).toContain(`\t${outsideAddress}`);
      expect(stdout).not.toContain(OWNER);
    } finally {
      await outside.stop();
    }
  });
});
