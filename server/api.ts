import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { DashboardQuery } from '../lib/staff-area/staff-contract';
import { createVisitApi } from './analytics/visit-api';
import { buildDashboardData } from './analytics/visit-report';
import { formatDashboardCsv } from './analytics/visit-report-text';
import { createClientAreaApi } from './client-area/app';
import { createClientWorkApi } from './client-area/client-work-api';
import type { ClientDatabase } from './client-area/database';
import { listAuditRows } from './shared/audit-log';
import type { SqliteDatabase } from './shared/database';
import { createStaffApi, type StaffDashboard } from './staff/app';
import type { StaffDatabase } from './staff/database';
import type { StaffKeys } from './staff/secret-key';
import type { StaffGate } from './staff/staff-gate';

/** The largest request body any area reads. */
export const MAX_BODY_BYTES = 10 * 1024;

const fail = (c: Context, status: 404 | 413 | 500 | 503, error: string) =>
  c.json({ error }, status);

export interface ApiOptions {
  /** The clients' database: only the client area reads and writes it. */
  clientDb: ClientDatabase;
  /** The visit counts' database (openVisitsDatabase): the only one a beacon writes. */
  visitsDb: SqliteDatabase;
  /** The site's origin, the only one CORS lets in. */
  siteUrl: string;
  /** Behind a reverse proxy (nginx), take the visitor's address from its `X-Real-IP` header. */
  trustProxy?: boolean;
  /** The site's page paths (`/`, `/blog`, …): visits to any other path are not counted. */
  visitPages?: ReadonlySet<string>;
  now?: () => number;
  /** Visit events stored per day (`VISITS_DAILY_LIMIT`); past it, beacons are dropped. */
  dailyEventLimit?: number;
  /** The staff area's database and keys (readStaffKeys); without them, no `/agencia` routes. */
  staff?: { db: StaffDatabase; keys: StaffKeys };
}

/** The dashboard's figures from the visits' report: the staff area never imports analytics. */
function createStaffDashboard(visitsDb: SqliteDatabase, now: () => number): StaffDashboard {
  const getData = (query: DashboardQuery) => buildDashboardData(visitsDb, query, now());
  return {
    getData,
    getCsv: (query) => {
      const { pagina, origen, campana, dispositivo, lugar } = query;
      return formatDashboardCsv(getData(query), { pagina, origen, campana, dispositivo, lugar });
    },
  };
}

/**
 * The site's API under `/api`, one area per prefix: the client area (`/auth/*`, `/panel`,
 * `/fiscal-data`, `/invoices/*`), the visit counts (`/visitas`) and the staff area (`/agencia/*`,
 * where the client work's routes sit behind the staff session).
 * What every area shares lives here: CORS for the site's origin, the body limit, the 404 and 500
 * answers; and what one area shows of another (the visits' report on the staff dashboard) is
 * passed in here.
 */
export function createApi({
  clientDb,
  visitsDb,
  siteUrl,
  trustProxy = false,
  visitPages = new Set(),
  now = Date.now,
  dailyEventLimit,
  staff,
}: ApiOptions) {
  const app = new Hono().basePath('/api');

  app.use(cors({ origin: new URL(siteUrl).origin, allowMethods: ['GET', 'POST'], maxAge: 600 }));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => fail(c, 413, 'La solicitud es demasiado grande.'),
    }),
  );

  app.route('/', createClientAreaApi({ db: clientDb, trustProxy, now }));
  app.route(
    '/visitas',
    createVisitApi({ db: visitsDb, siteUrl, trustProxy, visitPages, now, dailyEventLimit }),
  );
  if (staff) {
    const dashboard = createStaffDashboard(visitsDb, now);
    // The audit log reads the client work's rows where they are written, in the clients' file.
    const workAudit = listAuditRows.bind(null, clientDb);
    // The client work: the client area's rules and data behind the staff area's session and
    // role.
    const clientWork = (gate: StaffGate) => createClientWorkApi({ db: clientDb, ...gate, now });
    const options = { ...staff, dashboard, siteUrl, trustProxy, workAudit, clientWork, now };
    app.route('/', createStaffApi(options));
  }

  app.notFound((c) => fail(c, 404, 'Esta ruta no existe en la API.'));
  app.onError((error, c) => {
    // A file another process kept locked past the wait (busy_timeout): nothing was written.
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') {
      return fail(c, 503, 'El servidor está ocupado. Intenta de nuevo en unos segundos.');
    }
    console.error(error);
    return fail(c, 500, 'Ocurrió un error en el servidor. Intenta de nuevo en unos minutos.');
  });
  return app;
}
