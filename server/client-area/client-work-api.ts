// server/client-area: Node only. The dashboard's client work under `/agencia/*`.
import { Hono } from 'hono';
import { mountClientAccountRoutes } from './client-account-routes';
import { mountClientRecordRoutes } from './client-record-routes';
import { mountClientWork, type ClientWorkApiOptions } from './client-work-gate';
import { mountClientMailRoutes } from './client-mail-routes';

export type { ClientWorkApiOptions };

/**
 * The dashboard's client work under `/agencia/*`: clients, services, projects, invoices, the
 * CFDI queue and the outbox, through the same functions as `npm run clients` (client-work.ts),
 * which write each change's row of the staff audit log, and its messages, with the change.
 */
export function createClientWorkApi(options: ClientWorkApiOptions) {
  const app = new Hono();
  const mounted = mountClientWork(app, options.authorize, options.now);
  mountClientAccountRoutes(app, mounted, options);
  mountClientRecordRoutes(mounted, options.db);
  mountClientMailRoutes(mounted, options);
  return app;
}
