// server/client-area: Node only. The dashboard's client work under `/agencia/*`.
import { Hono } from 'hono';
import { mountClientAccountRoutes } from './client-account-routes';
import { mountClientRecordRoutes } from './client-record-routes';
import { mountClientWork, type ClientWorkAuthorize } from './client-work-gate';
import type { ClientDatabase } from './database';

export interface ClientWorkApiOptions {
  db: ClientDatabase;
  /**
   * The staff member's e-mail and the request's address when it may `read` or `change`, or the
   * answer refusing it (no session 401; for a change: another Origin 403, not JSON 415, a reader
   * 403). Given by `server/api.ts` from the staff area, which this area never imports.
   */
  authorize: ClientWorkAuthorize;
  /** The site's address, for the WhatsApp message that tells a client where to sign in. */
  siteUrl: string;
  now: () => number;
}

/**
 * The dashboard's client work under `/agencia/*`: clients, services, projects, invoices and the
 * CFDI queue, through the same functions as `npm run clients` (client-work.ts), which write each
 * change's row of the staff audit log with the change.
 */
export function createClientWorkApi(options: ClientWorkApiOptions) {
  const app = new Hono();
  const mounted = mountClientWork(app, options.authorize, options.now);
  mountClientAccountRoutes(app, mounted, options);
  mountClientRecordRoutes(mounted, options.db);
  return app;
}
