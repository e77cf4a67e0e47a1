import path from 'node:path';
import type { Page } from '@playwright/test';
import { listExportedPages } from '../deploy/exported-pages';
import { waitForHydration } from './fixtures';
import { readRedirectRules } from './trailing-slash';

const OUT_DIR = path.resolve(__dirname, '..', 'out');
const NOT_PAGES = new Set(['/404.html', '/_not-found.html']);

/** Every exported HTML file, so a new page is checked the day it exists. */
export function exportedHtmlFiles(): string[] {
  return listExportedPages(OUT_DIR).map((page) => page.file);
}

/**
 * Every route of the exported site (from the HTML files in out/), except the 404 page and the
 * notices left at renamed pages' old addresses, which the servers answer with a redirect.
 */
export function exportedRoutes(): string[] {
  const redirected = new Set(readRedirectRules().map(([from]) => from));
  return listExportedPages(OUT_DIR)
    .filter((page) => !NOT_PAGES.has(page.uri) && !redirected.has(page.route))
    .map((page) => page.route);
}

/** Routes that send a visitor without a session elsewhere at once, and where they land. */
const REDIRECTS: Record<string, RegExp> = { '/panel-cliente': /\/login-cliente\?/ };

/**
 * Routes that ask the API who is signed in as they load, and the path they ask: without a
 * session the answer is a 401 (lib/staff-area/staff-contract.ts), which the browser logs as a
 * failed resource.
 */
export const SESSION_PROBES: Record<string, string> = {
  '/panel-agencia': '/api/agencia/sesion',
  '/panel-agencia/clientes': '/api/agencia/sesion',
  '/panel-agencia/cfdi': '/api/agencia/sesion',
  '/panel-agencia/correos': '/api/agencia/sesion',
  '/panel-agencia/bitacora': '/api/agencia/sesion',
};

/** The staff pages, in their own frame: none of the public header, footer or floating buttons. */
export { isStaffRoute } from '../lib/site/staff-paths';

/**
 * Opens a route and waits until the page a visitor ends on has hydrated: for the panel without
 * a session that is the login page it sends them to.
 */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(route);
  const landing = REDIRECTS[route];
  if (landing) {
    await page.waitForURL(landing);
    await waitForHydration(page);
  }
}
