import { Hono, type Context } from 'hono';
import {
  STAFF_ROUTES,
  dashboardQuerySchema,
  type DashboardData,
  type DashboardQuery,
} from '../../lib/staff-area/staff-contract';
import { fail, type StaffRouteContext } from './route-context';
import { NO_SESSION } from './staff-gate';

/** The longest period one dashboard request may cover. */
export const MAX_DASHBOARD_DAYS = 3 * 366;

/** The dashboard's figures, given by whoever mounts the area (`server/api.ts`). */
export type StaffDashboard = {
  /** The view of a query: the same report code as `npm run estadisticas`. */
  getData(query: DashboardQuery): DashboardData;
  /** The same view as CSV, with the command's safe cells. */
  getCsv(query: DashboardQuery): string;
};

/** Whole days from `from` to `to`, both included. */
const countDays = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** The dashboard query of the request's parameters, or the 400 answer. */
function readQuery(c: Context): DashboardQuery | Response {
  const params = Object.fromEntries(
    Object.entries(c.req.query()).filter(([, value]) => value !== ''),
  );
  const query = dashboardQuerySchema.safeParse(params);
  if (!query.success) {
    return fail(
      c,
      400,
      'Revisa el periodo (desde y hasta, AAAA-MM-DD), la agrupación y los filtros.',
    );
  }
  const days = countDays(query.data.desde, query.data.hasta);
  if (days < 1 || days > MAX_DASHBOARD_DAYS) {
    return fail(c, 400, 'El periodo debe empezar antes de terminar y cubrir como máximo 3 años.');
  }
  return query.data;
}

/**
 * `GET /agencia/estadisticas` and `GET /agencia/estadisticas.csv`: the dashboard's figures for a
 * period and its filters, as JSON or as a CSV download (which writes its audit row).
 */
export function createDashboardRoutes(
  { readSession, audit }: StaffRouteContext,
  dashboard: StaffDashboard,
) {
  const app = new Hono();

  app.get(STAFF_ROUTES.dashboard, (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    const query = readQuery(c);
    if (query instanceof Response) return query;
    return c.json(dashboard.getData(query));
  });

  app.get(STAFF_ROUTES.dashboardCsv, (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    const query = readQuery(c);
    if (query instanceof Response) return query;
    const csv = dashboard.getCsv(query);
    audit(c, {
      actor: session.staff.email,
      action: 'csv_descargado',
      detail: `${query.desde} a ${query.hasta}`,
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="estadisticas-${query.desde}-a-${query.hasta}.csv"`,
    );
    return c.body(csv);
  });

  return app;
}
