// A bounded load run of the client API on loopback: the real server over a throwaway database,
// 50 connections for 10 s against the panel, a valid login and a rejected login.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.LOAD_PORT ?? 3199);
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = 'carga@ejemplo.mx';
const PASSWORD = 'prueba-de-carga-2026';
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  CLIENT_DB_PATH: path.join(mkdtempSync(path.join(tmpdir(), 'client-load-')), 'clients.db'),
  CLIENT_PASSWORD: PASSWORD,
};

execFileSync(
  'npm',
  ['run', '-s', 'clients', '--', 'add', '--email', EMAIL, '--name', 'Carga'].concat([
    '--company',
    'Pruebas',
  ]),
  { env, stdio: 'inherit' },
);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env,
  stdio: 'inherit',
});

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
  const result = await autocannon({
    url: `${BASE}${options.path ?? '/api/panel'}`,
    connections: 50,
    duration: 10,
    ...options,
  });
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
} finally {
  server.kill('SIGTERM');
}
process.exitCode = failures === 0 ? 0 : 1;
