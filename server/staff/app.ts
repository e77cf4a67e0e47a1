import { Hono } from 'hono';
import type { AuditSource } from './audit';
import { createAuditRoutes } from './audit-routes';
import { createDashboardRoutes, type StaffDashboard } from './dashboard-routes';
import type { StaffDatabase } from './database';
import { createRouteContext } from './route-context';
import type { StaffKeys } from './secret-key';
import { createSessionRoutes } from './session-routes';
import { createSignInRoutes } from './sign-in-routes';
import { createStaffGate, refuseForeignChange, type StaffGate } from './staff-gate';

export { MAX_DASHBOARD_DAYS, type StaffDashboard } from './dashboard-routes';

export interface StaffApiOptions {
  db: StaffDatabase;
  keys: StaffKeys;
  dashboard: StaffDashboard;
  /** The site's origin: a request that changes something must come from it. */
  siteUrl: string;
  trustProxy: boolean;
  /** The client work's audit rows, in the clients' file (given by `server/api.ts`). */
  workAudit?: AuditSource;
  /**
   * The client work's routes, made by `server/api.ts` from the client area with this area's gate
   * (session, role and address), so that neither area imports the other.
   */
  clientWork?: (gate: StaffGate) => Hono;
  now: () => number;
}

/**
 * The staff area's API: sign-in with a password and a second factor, the session, the
 * dashboard's figures and CSV, the audit log and the client work behind the staff session.
 * `server/api.ts` mounts it under `/api`; its routes are the contract's (`STAFF_ROUTES`,
 * `/agencia/*`).
 */
export function createStaffApi({
  db,
  keys,
  dashboard,
  siteUrl,
  trustProxy,
  workAudit,
  clientWork,
  now,
}: StaffApiOptions) {
  const app = new Hono();
  const siteOrigin = new URL(siteUrl).origin;
  const context = createRouteContext({ db, keys, trustProxy, now });

  // Every answer under /agencia, the client work's too, is private; every change comes from the
  // site's dashboard, as JSON.
  app.use('/agencia/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const foreign = c.req.method === 'POST' ? refuseForeignChange(c, siteOrigin) : null;
    if (foreign) return foreign;
    await next();
  });

  app.route('/', createSignInRoutes(context));
  app.route('/', createSessionRoutes(context));
  app.route('/', createDashboardRoutes(context, dashboard));
  app.route('/', createAuditRoutes({ db, workAudit, now }));
  if (clientWork) {
    app.route('/', clientWork(createStaffGate({ db, siteUrl, trustProxy, now })));
  }

  return app;
}
