// A bounded load run of the client API on loopback: the real server over throwaway databases,
// 50 connections for 10 s against the panel, a valid login, a rejected login, visit beacons (a
// page view, a malformed one, and a page requested alone and then during a flood of beacons),
// and logins alone and then during a flood of beacons from as many addresses, each one stored.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const PORT = Number(process.env.LOAD_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'carga@ejemplo.mx';
/**
 * Accounts of their own for the logins timed without and with a flood: the runs before lock
 * EMAIL, and logins still in flight when one run ends would count against the next.
 */
const TIMED_EMAILS = ['carga-sola@ejemplo.mx', 'carga-rafaga@ejemplo.mx'];
const PASSWORD = 'prueba-de-carga-2026';
const dataDir = mkdtempSync(path.join(tmpdir(), 'client-load-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  CLIENT_DB_PATH: path.join(dataDir, 'clients.db'),
  VISITS_DB_PATH: path.join(dataDir, 'visits.db'),
  // The invitations go to .eml files here; each account follows its own to choose PASSWORD.
  MAIL_DIR: path.join(dataDir, 'correo'),
  // As behind nginx: the flood below names a new visitor address (X-Real-IP) in every beacon.
  TRUST_PROXY: '1',
};

for (const email of [EMAIL, ...TIMED_EMAILS])
  execFileSync(
    'npm',
    ['run', '-s', 'clients', '--', 'add', '--email', email, '--name', 'Carga'].concat([
      '--company',
      'Pruebas',
    ]),
    { env, stdio: 'inherit' },
  );
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env,
  stdio: 'inherit',
});

/** Chooses PASSWORD for `email` with the invitation's link, as the client would. */
async function acceptInvitation(email) {
  const db = new Database(env.CLIENT_DB_PATH, { readonly: true });
  const { id, data } = db
    .prepare("SELECT id, data FROM outbox WHERE recipient = ? AND template = 'invitacion'")
    .get(email);
  db.close();
  let link = JSON.parse(data).link;
  if (!link) {
    const file = readdirSync(env.MAIL_DIR).find((name) => name.startsWith(`${id}-`));
    const text = readFileSync(path.join(env.MAIL_DIR, file), 'utf8').replace(/=\r?\n/g, '');
    link = /https?:\/\/\S+\/login-cliente\/nueva-contrasena#[\w-]+/.exec(text)[0];
  }
  const response = await fetch(`${BASE}/api/auth/enlace/contrasena`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: new URL(link).hash.slice(1), newPassword: PASSWORD }),
  });
  if (response.status !== 204) throw new Error(`No se eligió la contraseña de ${email}.`);
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`${BASE}/api/panel`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error('El servidor no arrancó.');
}

async function run(title, options, allowed) {
  return report(title, await measure(options), allowed);
}

function measure(options) {
  return autocannon({
    url: `${BASE}${options.path ?? '/api/panel'}`,
    connections: 50,
    duration: 10,
    ...options,
  });
}

function report(title, result, allowed) {
  const codes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
  );
  const unexpected = Object.entries(codes)
    .filter(([code]) => !allowed.includes(Number(code)))
    .reduce((sum, [, count]) => sum + count, 0);
  const errors = result.errors + result.timeouts + unexpected;
  console.log(
    `${title}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms, ` +
      `respuestas ${JSON.stringify(codes)}, errores ${errors}`,
  );
  return errors;
}

let failures = 0;
try {
  await waitForServer();
  for (const email of [EMAIL, ...TIMED_EMAILS]) await acceptInvitation(email);
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { token } = await login.json();
  const json = { 'Content-Type': 'application/json' };
  failures += await run('GET /api/panel', { headers: { Authorization: `Bearer ${token}` } }, [200]);
  failures += await run(
    'POST /api/auth/login (contraseña correcta)',
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    },
    // Attempts in flight count toward the limit, so more than 5 at once for one account get 429.
    [200, 429],
  );
  failures += await run(
    'POST /api/auth/login (contraseña incorrecta)',
    {
      method: 'POST',
      path: '/api/auth/login',
      headers: json,
      body: JSON.stringify({ email: EMAIL, password: 'equivocada' }),
    },
    [401, 429],
  );
  // A browser's user agent: the API ignores requests without one as it ignores bots.
  const browser = {
    'Content-Type': 'text/plain;charset=UTF-8',
    'User-Agent':
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
  };
  const beacon = {
    method: 'POST',
    path: '/api/visitas',
    headers: browser,
    body: JSON.stringify({ path: '/', utmSource: 'carga', referrerHost: 'google.com' }),
  };
  // Past 300 beacons in 15 minutes one address is ignored (204, nothing stored).
  failures += await run('POST /api/visitas (vista de página)', beacon, [204]);
  failures += await run(
    'POST /api/visitas (mal formada)',
    { ...beacon, body: '{"path":' },
    [400, 204],
  );
  failures += await run('GET / (página, sola)', { path: '/' }, [200]);
  const [page, flood] = await Promise.all([
    measure({ path: '/', connections: 25 }),
    measure({ ...beacon, connections: 25 }),
  ]);
  failures += report('GET / (página, mientras llega la ráfaga de abajo)', page, [200]);
  failures += report('POST /api/visitas (ráfaga de 25 conexiones a la vez)', flood, [204]);

  // Logins that pass the check, from an account and an address the runs above did not lock (4 at
  // once stay under the limit of 5 attempts in flight), alone and then while beacons, each from a
  // new address so none is turned away by the per-network limit, are written to the visit
  // counts' database as fast as the server takes them.
  const validLogin = (index) => ({
    method: 'POST',
    path: '/api/auth/login',
    headers: { ...json, 'X-Real-IP': `192.0.2.${10 + index}` },
    body: JSON.stringify({ email: TIMED_EMAILS[index], password: PASSWORD }),
    connections: 4,
  });
  let visitor = 0;
  const beaconFromNewVisitor = {
    ...beacon,
    connections: 25,
    requests: [
      {
        setupRequest: (request) => {
          visitor += 1;
          const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
          return { ...request, headers: { ...request.headers, 'X-Real-IP': address } };
        },
      },
    ],
  };
  const loginAlone = await measure(validLogin(0));
  failures += report('POST /api/auth/login (4 a la vez, sola)', loginAlone, [200]);
  const [loginDuringFlood, floodDuringLogin] = await Promise.all([
    measure(validLogin(1)),
    measure(beaconFromNewVisitor),
  ]);
  failures += report(
    'POST /api/auth/login (4 a la vez, durante la ráfaga)',
    loginDuringFlood,
    [200],
  );
  failures += report(
    'POST /api/visitas (ráfaga, cada aviso de otra dirección)',
    floodDuringLogin,
    [204],
  );
  console.log(
    `Inicio de sesión, p99: ${loginAlone.latency.p99} ms sola, ` +
      `${loginDuringFlood.latency.p99} ms durante la ráfaga de avisos`,
  );

  const db = new Database(env.VISITS_DB_PATH, { readonly: true });
  const stored = db.prepare('SELECT COUNT(*) FROM visit_events').pluck().get();
  const dropped = db.prepare('SELECT IFNULL(SUM(beacons), 0) FROM visit_drops').pluck().get();
  db.close();
  console.log(
    `Visitas guardadas: ${stored}; descartadas por el tope diario: ${dropped} ` +
      '(las demás, sobre el límite por red, ignoradas en memoria)',
  );
} finally {
  server.kill('SIGTERM');
}
process.exitCode = failures === 0 ? 0 : 1;
