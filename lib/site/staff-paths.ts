// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
import { paths } from './paths';

/**
 * The staff dashboard's other pages, apart from `paths`: every public page's JavaScript carries
 * that object, and these paths serve only the dashboard.
 */
export const staffPaths = {
  clients: `${paths.staffPanel}/clientes`,
  cfdi: `${paths.staffPanel}/cfdi`,
  outbox: `${paths.staffPanel}/correos`,
  audit: `${paths.staffPanel}/bitacora`,
} as const;

/** Whether a route is one of the staff pages, which have their own layout (no public chrome). */
export const isStaffRoute = (route: string) =>
  route === paths.staffPanel || route.startsWith(`${paths.staffPanel}/`);
