// Bench of outgoing mail: the real client API and the mail sender in this process (as
// server/main.ts runs them), an SMTP server and the load generator each in a child process, all on
// loopback. It times `GET /api/panel` at rest, then queues 1 000 invoice notices at once and
// times the same request while the sender renders and delivers them, and reports how many
// messages a second went out.
// Usage: npm run bench:correo [-- --messages 1000] [-- --rate 200]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { openVisitsDatabase } from '../server/analytics/database';
import { createApi } from '../server/api';
import { openClientDatabase } from '../server/client-area/database';
import { renderMessage } from '../server/client-area/mail/render';
import { MESSAGE_SAMPLES } from '../server/client-area/mail/samples';
import { createClient, createSession } from '../server/client-area/store';
import { enqueueMessage } from '../server/shared/mail/outbox';
import { createMailSender } from '../server/shared/mail/sender';
import { createMailTransport } from '../server/shared/mail/transport';

const { values } = parseArgs({
  options: { messages: { type: 'string' }, rate: { type: 'string' } },
});
const MESSAGES = Number(values.messages ?? 1000);
/** Requests a second, from 4 connections: steady traffic, not a flood that measures queueing. */
const RATE = Number(values.rate ?? 200);
const REST_REQUESTS = 10 * RATE;
/** The longest the load may run while the queue drains. */
const MAX_DRAIN_S = 300;

/** Accepts every message and counts them; prints its port, then the count when stdin closes. */
const SMTP_SINK = `
const { SMTPServer } = require('smtp-server');
let received = 0;
const server = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, session, callback) { stream.on('data', () => {}); stream.on('end', () => { received += 1; callback(); }); },
});
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.server.address().port })));
process.stdin.on('data', () => {});
process.stdin.on('end', () => { console.log(JSON.stringify({ received })); process.exit(0); });
`;

/**
 * Requests the URL at a steady rate, either a fixed number of times or until stdin closes, and
 * prints each latency's percentiles (ms) and the answers that were not 200.
 */
const LOAD = `
const autocannon = require('autocannon');
const [url, token, amount, rate, maxSeconds] = process.argv.slice(1);
const latencies = [];
let failed = 0;
const options = { url, connections: 4, overallRate: Number(rate), headers: { Authorization: 'Bearer ' + token } };
if (Number(amount) > 0) options.amount = Number(amount); else options.duration = Number(maxSeconds);
const instance = autocannon(options);
instance.on('response', (client, statusCode, bytes, time) => { latencies.push(time); if (statusCode !== 200) failed += 1; });
process.stdin.on('data', () => {});
process.stdin.on('end', () => instance.stop());
instance.then((result) => {
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)] ?? 0;
  failed += result.errors + result.timeouts;
  console.log(JSON.stringify({ count: latencies.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), failed }));
  process.exit(0);
});
`;

interface LoadResult {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  failed: number;
}

/** Starts `node -e script args…`; the promise resolves with each JSON line it prints. */
function startChild(script: string, args: string[]) {
  const child = spawn(process.execPath, ['-e', script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: unknown[] = [];
  let buffered = '';
  const waiters: (() => void)[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    parts.filter(Boolean).forEach((line) => lines.push(JSON.parse(line)));
    waiters.splice(0).forEach((wake) => wake());
  });
  /** The `index`-th line the child prints, once it has. */
  const line = async <T>(index: number): Promise<T> => {
    while (lines.length <= index) {
      if (child.exitCode !== null) throw new Error('Un proceso del banco terminó antes de tiempo.');
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    return lines[index] as T;
  };
  return { child, line };
}

const stopChild = (child: ChildProcess) => child.stdin?.end();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const format = (ms: number) => ms.toFixed(1).padStart(8);

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-correo-'));
  const clientDb = openClientDatabase(path.join(dir, 'clients.db'));
  const visitsDb = openVisitsDatabase(path.join(dir, 'visits.db'), null);
  const clientId = createClient(clientDb, {
    email: 'ana@panaderialaespiga.mx',
    name: 'Ana Torres',
    company: 'Panadería La Espiga',
    passwordHash: 'x',
  });
  const { token } = createSession(clientDb, clientId);
  const app = createApi({ clientDb, visitsDb, siteUrl: 'http://localhost:3000' });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/panel`;

  const sink = startChild(SMTP_SINK, []);
  const { port } = await sink.line<{ port: number }>(0);
  const transport = createMailTransport(
    { NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${port}` },
    path.join(dir, 'correo'),
  );
  const sender = createMailSender({
    db: clientDb,
    transport,
    render: renderMessage,
    listManagerAddresses: () => ['equipo@codigoverde.mx'],
    failureNotice: () => null,
  });

  try {
    const rest = startChild(LOAD, [url, token, String(REST_REQUESTS), String(RATE), '0']);
    const atRest = await rest.line<LoadResult>(0);

    const pending = clientDb
      .prepare("SELECT COUNT(*) FROM outbox WHERE status = 'pendiente'")
      .pluck();
    clientDb.transaction(() => {
      for (let n = 1; n <= MESSAGES; n += 1) {
        enqueueMessage(
          clientDb,
          {
            key: `banco:${n}`,
            template: 'factura_nueva',
            audience: 'cliente',
            recipient: `cliente${n}@ejemplo.mx`,
            clientId: null,
            summary: `Factura CV-${n}`,
            data: { ...MESSAGE_SAMPLES.factura_nueva, number: `CV-${n}` },
          },
          Date.now(),
        );
      }
    })();
    const draining = startChild(LOAD, [url, token, '0', String(RATE), String(MAX_DRAIN_S)]);
    // The load is running before the first message leaves.
    await sleep(200);
    const started = performance.now();
    sender.start();
    while ((pending.get() as number) > 0) {
      if (performance.now() - started > MAX_DRAIN_S * 1000) throw new Error('La cola no se vació.');
      await sleep(20);
    }
    const seconds = (performance.now() - started) / 1000;
    stopChild(draining.child);
    const duringDrain = await draining.line<LoadResult>(0);
    stopChild(sink.child);
    const { received } = await sink.line<{ received: number }>(1);
    const sent = clientDb.prepare("SELECT COUNT(*) FROM outbox WHERE status = 'enviado'").pluck();

    console.log(
      `\nCorreo: ${sent.get() as number} de ${MESSAGES} mensajes enviados (${received} recibidos por ` +
        `el servidor SMTP) en ${seconds.toFixed(1)} s: ${(MESSAGES / seconds).toFixed(0)} mensajes por segundo, ` +
        'con la plantilla real de «Factura nueva».',
    );
    console.log(`\nGET /api/panel a ${RATE} peticiones por segundo, 4 conexiones (ms):\n`);
    console.log('MOMENTO                       PETICIONES     p50      p95      p99  ERRORES');
    for (const [label, result] of [
      ['en reposo', atRest],
      ['mientras se vacía la cola', duringDrain],
    ] as const) {
      console.log(
        `${label.padEnd(28)} ${String(result.count).padStart(11)} ${format(result.p50)} ${format(result.p95)} ${format(result.p99)} ${String(result.failed).padStart(8)}`,
      );
    }
  } finally {
    await sender.stop();
    transport.close();
    stopChild(sink.child);
    server.close();
    clientDb.close();
    visitsDb.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
