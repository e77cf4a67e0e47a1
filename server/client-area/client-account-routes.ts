// server/client-area: Node only. The dashboard's clients: search, a client's page, creation, access and password.
import type { Hono } from 'hono';
import {
  CLIENT_WORK_ROUTES as ROUTES,
  clientSearchSchema,
} from '../../lib/staff-area/client-work-contract';
import { hashPassword } from '../shared/passwords';
import { buildAccessMessage, generateClientPassword } from './client-access-message';
import * as work from './client-work';
import { notFound, readId, refuse, type mountClientWork } from './client-work-gate';
import * as views from './client-work-views';
import type { ClientWorkApiOptions } from './client-work-api';

type Mounted = ReturnType<typeof mountClientWork>;

/** Mounts the routes of the clients themselves on `app`. */
export function mountClientAccountRoutes(
  app: Hono,
  { read, change }: Mounted,
  { db, authorize, siteUrl, now }: ClientWorkApiOptions,
): void {
  read(ROUTES.clients, (c) => {
    const query = clientSearchSchema.safeParse({ q: c.req.query('q') });
    if (!query.success) return c.json({ error: 'Busca con hasta 100 caracteres.' }, 400);
    return c.json({ clients: views.searchClients(db, query.data.q) });
  });

  read(ROUTES.client, (c) => {
    const id = readId(c, 'clientId');
    const detail = id === null ? null : views.getClientDetail(db, id);
    return detail ? c.json(detail) : notFound(c);
  });

  // Creating a client names no row in its path, and answers with the password: its own handler.
  // The password is shown only once the client and its audit row are committed.
  app.post(ROUTES.createClient, async (c) => {
    const allowed = authorize(c, 'change');
    if (allowed instanceof Response) return allowed;
    const body: unknown = await c.req.json().catch(() => undefined);
    const password = generateClientPassword();
    try {
      const by = { ...allowed, at: now() };
      const id = await work.addClient(db, body, () => hashPassword(password), by);
      const client = views.getClientSummary(db, id);
      const whatsAppMessage = buildAccessMessage(client, siteUrl, 'nuevo');
      return c.json({ client, password, whatsAppMessage }, 201);
    } catch (error) {
      return refuse(c, error);
    }
  });

  change(ROUTES.clientAccess, 'clientId', (id, body, by) => {
    work.setClientAccess(db, id, body, by);
    return { answer: { client: views.getClientSummary(db, id) } };
  });

  change(ROUTES.resetPassword, 'clientId', async (id, _body, by) => {
    work.requireClientById(db, id);
    const password = generateClientPassword();
    work.resetClientPassword(db, id, await hashPassword(password), by);
    const client = views.getClientSummary(db, id);
    const whatsAppMessage = buildAccessMessage(client, siteUrl, 'restablecida');
    return { answer: { password, whatsAppMessage } };
  });
}
