/** @jest-environment node */
import { networkInterfaces } from 'node:os';
import { SIGN_IN_LIMITS } from '@/server/shared/rate-limiter';
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

// A crowd of addresses against one account: five wrong passwords from each of 20 networks. It
// fills the account's ceiling for browsers new to it, never the allowance of one that signed in.

const STAFF_DEVICE = '__Host-cv_agencia_dispositivo';
const CLIENT_DEVICE = '__Host-cv_dispositivo';
const ELSEWHERE = /demasiados intentos fallidos con (esta cuenta|este correo) desde otros lugares/;
/** The address of the crowd's `network`-th network. */
type CrowdAddress = (network: number) => string;
const CROWDS: [string, CrowdAddress][] = [
  ['IPv4 addresses', (network) => `198.51.${network}.9`],
  ['IPv6 /64s', (network) => `2001:db8:${network + 100}:7::9`],
];

/** Five wrong passwords from each of 20 networks of `crowd`; resolves with the statuses. */
async function attack(guess: (address: string) => Promise<Response>, crowd: CrowdAddress) {
  const statuses: number[] = [];
  for (let network = 0; network < 20; network += 1) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await guess(crowd(network))).status);
    }
  }
  return statuses;
}

/** The crowd had its untrusted ceiling of guesses and was refused the rest. */
function expectCeilingReached(statuses: number[]) {
  expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.untrustedAccount);
  expect(statuses.filter((status) => status === 429)).toHaveLength(
    100 - SIGN_IN_LIMITS.untrustedAccount,
  );
}

/** A browser that presents a well-formed device cookie this server never issued. */
function forgedBrowser(name: string) {
  const jar = new CookieJar();
  jar.cookies.set(name, 'Zm9yamFkby1wb3ItdW4tZXh0cmFuby1kZS1sYS1yZWQ');
  return jar;
}

describe('a crowd of addresses against the staff sign-in', () => {
  jest.setTimeout(60_000);

  const tryPassword = (email: string, password: string, address: string, jar?: CookieJar) =>
    server.send('/agencia/sesion', { jar, method: 'POST', body: { email, password }, address });

  it.each(CROWDS)(
    'from 20 %s lets the owner in from a browser that signed in before, with the code',
    async (_crowd, crowd) => {
      const email = `owner-${crowd(0).replace(/[.:]/g, '-')}@codigoverde.mx`;
      await server.addManager(email);
      const { jar, secret } = await server.signIn(email, { address: OWNER });
      expect(jar.cookies.get(STAFF_DEVICE)).toMatch(/^[A-Za-z0-9_-]{43}$/);

      expectCeilingReached(
        await attack((address) => tryPassword(email, 'no-es-la-clave-1', address), crowd),
      );

      // The owner's known browser: its own allowance, and the second factor still asked.
      const step = await tryPassword(email, REAL_STAFF_PASSWORD, OWNER, jar);
      expect(step.status).toBe(200);
      expect(await step.json()).toEqual({ step: 'codigo' });
      const owner = await server.signIn(email, {
        secret,
        at: Date.now() + STEP_MS,
        address: OWNER,
        jar,
      });
      expect(owner.jar.cookies.has('__Host-cv_agencia_sesion')).toBe(true);

      // A browser new to the account waits, with a message that says why.
      const fresh = await tryPassword(email, REAL_STAFF_PASSWORD, OWNER, new CookieJar());
      expect(fresh.status).toBe(429);
      expect(((await fresh.json()) as { error: string }).error).toMatch(ELSEWHERE);
    },
  );

  it("does not let one account's device cookie, or a forged one, past another's ceiling", async () => {
    const [first, second] = ['ines@codigoverde.mx', 'jorge@codigoverde.mx'];
    await server.addManager(first);
    await server.addManager(second);
    const { jar } = await server.signIn(first, { address: OWNER });
    const crowd: CrowdAddress = (network) => `192.0.${network}.77`;
    expectCeilingReached(
      await attack((address) => tryPassword(second, 'no-es-la-clave-1', address), crowd),
    );
    expectCeilingReached(
      await attack((address) => tryPassword(first, 'no-es-la-clave-1', address), crowd),
    );

    expect((await tryPassword(second, REAL_STAFF_PASSWORD, OWNER, jar)).status).toBe(429);
    const forged = forgedBrowser(STAFF_DEVICE);
    expect((await tryPassword(first, REAL_STAFF_PASSWORD, OWNER, forged)).status).toBe(429);
    expect((await tryPassword(first, REAL_STAFF_PASSWORD, OWNER, jar)).status).toBe(200);
  });
});

describe('a crowd of addresses against the client login', () => {
  jest.setTimeout(60_000);

  const login = (email: string, password: string, address: string, jar?: CookieJar) =>
    server.send('/auth/login', { jar, method: 'POST', body: { email, password }, address });

  /** A client with access who chose `REAL_STAFF_PASSWORD` through the link of their invitation. */
  async function addClient(email: string, jar?: CookieJar) {
    await server.clients(['add', '--email', email, '--name', 'Ana', '--company', 'Sol']);
    expect(await server.chooseClientPassword(email, REAL_STAFF_PASSWORD, jar)).toBe(204);
  }

  it.each(CROWDS)(
    'from 20 %s lets the client in from a browser that signed in before',
    async (_crowd, crowd) => {
      const email = `cliente-${crowd(0).replace(/[.:]/g, '-')}@panaderiasol.mx`;
      await addClient(email);
      const jar = new CookieJar();
      const first = await login(email, REAL_STAFF_PASSWORD, OWNER, jar);
      expect(first.status).toBe(200);
      expect(first.headers.getSetCookie()).toContainEqual(
        expect.stringMatching(
          /^__Host-cv_dispositivo=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
        ),
      );

      expectCeilingReached(
        await attack((address) => login(email, 'no-es-la-clave-1', address), crowd),
      );

      // The answer is the one the panel reads: a Bearer token in JSON.
      const known = await login(email, REAL_STAFF_PASSWORD, OWNER, jar);
      expect(known.status).toBe(200);
      expect(await known.json()).toEqual({
        token: expect.any(String),
        expiresAt: expect.any(Number),
      });

      const fresh = await login(email, REAL_STAFF_PASSWORD, OWNER, new CookieJar());
      expect(fresh.status).toBe(429);
      expect(((await fresh.json()) as { error: string }).error).toMatch(ELSEWHERE);
    },
  );

  it('trusts the browser that chose the password through a link, for that account only', async () => {
    const [first, second] = ['lucia@cafealtura.mx', 'pedro@cafealtura.mx'];
    const jar = new CookieJar();
    await addClient(first, jar);
    expect(jar.cookies.get(CLIENT_DEVICE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await addClient(second);
    const crowd: CrowdAddress = (network) => `192.0.${network}.88`;
    for (const email of [first, second]) {
      expectCeilingReached(
        await attack((address) => login(email, 'no-es-la-clave-1', address), crowd),
      );
    }

    expect((await login(first, REAL_STAFF_PASSWORD, OWNER, jar)).status).toBe(200);
    expect((await login(second, REAL_STAFF_PASSWORD, OWNER, jar)).status).toBe(429);
    const forged = forgedBrowser(CLIENT_DEVICE);
    expect((await login(first, REAL_STAFF_PASSWORD, OWNER, forged)).status).toBe(429);
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
