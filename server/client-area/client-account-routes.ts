// server/client-area: Node only. The dashboard's clients: search, a client's page, creation with its invitation, access, and the links that let a client choose a password.
import type { Hono } from 'hono';
import {
  CLIENT_WORK_ROUTES as ROUTES,
  clientSearchSchema,
  type SentLinkAnswer,
} from '../../lib/staff-area/client-work-contract';
import * as work from './client-work';
import {
  notFound,
  readId,
  refuse,
  type ClientWorkApiOptions,
  type mountClientWork,
} from './client-work-gate';
import * as views from './client-work-views';

type Mounted = ReturnType<typeof mountClientWork>;

const toSentLink = (sent: { email: string; expiresAt: number }): SentLinkAnswer => ({
  sentTo: sent.email,
  expiresAt: new Date(sent.expiresAt).toISOString(),
});

/** Mounts the routes of the clients themselves on `app`. */
export function mountClientAccountRoutes(
  app: Hono,
  { read, change }: Mounted,
  { db, authorize, now }: ClientWorkApiOptions,
): void {
  read(ROUTES.clients, (c) => {
    const query = clientSearchSchema.safeParse({ q: c.req.query('q') });
    if (!query.success) return c.json({ error: 'Busca con hasta 100 caracteres.' }, 400);
    return c.json({ clients: views.searchClients(db, query.data.q) });
  });

  read(ROUTES.client, (c) => {
    const id = readId(c, 'clientId');
    const detail = id === null ? null : views.getClientDetail(db, id, now());
    return detail ? c.json(detail) : notFound(c);
  });

  // Creating a client names no row in its path: its own handler. The invitation is queued with
  // the client and its audit rows, in one transaction; nobody at the agency sees a password.
  app.post(ROUTES.createClient, async (c) => {
    const allowed = authorize(c, 'change');
    if (allowed instanceof Response) return allowed;
    const body: unknown = await c.req.json().catch(() => undefined);
    try {
      const { clientId, expiresAt } = work.addClient(db, body, { ...allowed, at: now() });
      const client = views.getClientSummary(db, clientId);
      const invitation = toSentLink({ email: client.email, expiresAt });
      return c.json({ client, invitation }, 201);
    } catch (error) {
      return refuse(c, error);
    }
  });

  change(ROUTES.clientAccess, 'clientId', (id, body, by) => {
    work.setClientAccess(db, id, body, by);
    return { answer: { client: views.getClientSummary(db, id) } };
  });

  change(ROUTES.sendInvitation, 'clientId', (id, _body, by) => ({
    answer: toSentLink(work.resendInvitation(db, id, by)),
  }));

  change(ROUTES.sendPasswordReset, 'clientId', (id, _body, by) => ({
    answer: toSentLink(work.sendPasswordReset(db, id, by)),
  }));
}
