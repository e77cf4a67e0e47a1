import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { listExportedPages } from '../deploy/exported-pages';
import { openVisitsDatabase } from './analytics/database';
import { keepVisitRetention } from './analytics/retention';
import { DEFAULT_DAILY_EVENT_LIMIT } from './analytics/visit-api';
import { createApi } from './api';
import { openClientDatabase } from './client-area/database';
import { renderMessage } from './client-area/mail/render';
import { buildFailureNotice } from './client-area/notices';
import { keepReminders } from './client-area/reminders';
import { keepClientRetention } from './client-area/retention';
import { DatabaseUpgradeError, UPGRADE_EXIT_CODE } from './shared/database';
import { getClientDbPath, getStaffDbPath, getVisitsDbPath } from './shared/database-paths';
import { createMailSender } from './shared/mail/sender';
import { createMailTransport } from './shared/mail/transport';
import { keepIdleConnections } from './site/keep-alive';
import { createStaticHandler } from './site/static-site';
import { openStaffDatabase } from './staff/database';
import { keepStaffRetention } from './staff/retention';
import { loadStaffKeys } from './staff/secret-check';
import { readStaffKeys, type StaffKeys } from './staff/secret-key';
import { listManagerAddresses } from './staff/store';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;
const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const trustProxy = process.env.TRUST_PROXY === '1';
const dailyEventLimit = Number(process.env.VISITS_DAILY_LIMIT ?? DEFAULT_DAILY_EVENT_LIMIT);

if (!existsSync(path.join(outDir, '404.html'))) {
  console.error(`No hay un sitio exportado en ${outDir}. Ejecuta "npm run build" primero.`);
  process.exit(1);
}
if (!Number.isInteger(dailyEventLimit) || dailyEventLimit < 1) {
  console.error('VISITS_DAILY_LIMIT debe ser un número entero de 1 o más.');
  process.exit(1);
}

let staffKeys: StaffKeys;
try {
  staffKeys = readStaffKeys();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

// Each file is upgraded whole or left exactly as it was. One that cannot be is explained in
// Spanish (which rows, which command fixes them), and the exit code is one the systemd unit does
// not restart on: starting again would meet the same data.
function openDatabasesOrExit() {
  const failures: string[] = [];
  function openUpgraded<T>(open: () => T): T | null {
    try {
      return open();
    } catch (error) {
      if (!(error instanceof DatabaseUpgradeError)) throw error;
      failures.push(error.message);
      return null;
    }
  }
  const clientDb = openUpgraded(() => openClientDatabase());
  const staffDb = openUpgraded(() => openStaffDatabase());
  // After the clients' file is upgraded: an older install's visit counts move out of it.
  const visitsDb = clientDb ? openUpgraded(() => openVisitsDatabase()) : null;
  if (!clientDb || !staffDb || !visitsDb) {
    console.error(failures.join('\n\n'));
    process.exit(UPGRADE_EXIT_CODE);
  }
  return { clientDb, staffDb, visitsDb };
}
const { clientDb, staffDb, visitsDb } = openDatabasesOrExit();
// Warns, naming the accounts, when the key cannot read some second factors, and starts anyway.
staffKeys = loadStaffKeys(staffDb, staffKeys);
const stopRetention = [
  keepClientRetention(clientDb),
  keepVisitRetention(visitsDb),
  keepStaffRetention(staffDb),
  keepReminders(clientDb),
];
// The outbox's sender: every message the client work queued, by SMTP_URL or as .eml files.
const mailTransport = createMailTransport();
const mailSender = createMailSender({
  db: clientDb,
  transport: mailTransport,
  render: renderMessage,
  listManagerAddresses: () => listManagerAddresses(staffDb),
  failureNotice: (row) =>
    buildFailureNotice({
      ...row,
      reason: row.lastError ?? 'sin motivo del servidor',
      failedAt: Date.now(),
    }),
  // The commands write to the outbox from another process: a short poll sends theirs soon.
  pollMs: Number(process.env.MAIL_POLL_MS ?? 5000),
});
mailSender.start();
// Visits count only on the site's own pages, not on the 404 page that answers unknown paths.
const NOT_FOUND_ROUTES = new Set(['/404', '/_not-found']);
const visitPages = new Set(
  listExportedPages(outDir)
    .map((page) => page.route)
    .filter((route) => !NOT_FOUND_ROUTES.has(route)),
);
const handleApi = getRequestListener(
  createApi({
    clientDb,
    visitsDb,
    siteUrl,
    trustProxy,
    visitPages,
    dailyEventLimit,
    staff: { db: staffDb, keys: staffKeys },
  }).fetch,
);
const handleStatic = createStaticHandler(outDir);

const server = createServer((req, res) => {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    void handleApi(req, res);
    return;
  }
  handleStatic(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

keepIdleConnections(server);

server.listen({ port, host }, () => {
  console.log(
    `Sitio y API en http://localhost:${port} (clientes: ${getClientDbPath()}; ` +
      `visitas: ${getVisitsDbPath()}; equipo: ${getStaffDbPath()})`,
  );
  console.log(mailTransport.describe());
});

function shutDown() {
  server.close(async () => {
    stopRetention.forEach((stop) => stop());
    await mailSender.stop();
    mailTransport.close();
    clientDb.close();
    visitsDb.close();
    staffDb.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
