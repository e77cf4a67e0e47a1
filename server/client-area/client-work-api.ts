import { randomInt } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { describeWeakPassword } from '../../lib/client-area/client-api-contract';
import { paths } from '../../lib/site/paths';
import { siteConfig } from '../../lib/site/site-config';
import {
  CLIENT_WORK_FIELD_LABELS,
  CLIENT_WORK_ROUTES as ROUTES,
  cfdiQueueQuerySchema,
  clientSearchSchema,
  type ClientWorkError as ClientWorkAnswer,
} from '../../lib/staff-area/client-work-contract';
import { hashPassword } from '../shared/passwords';
import * as work from './client-work';
import type { WorkActor } from './client-work';
import { ClientWorkError } from './client-work-error';
import * as views from './client-work-views';
import type { ClientDatabase } from './database';

export interface ClientWorkApiOptions {
  db: ClientDatabase;
  /**
   * The staff member's e-mail and the request's address when it may `read` or `change`, or the
   * answer refusing it (no session 401; for a change: another Origin 403, not JSON 415, a reader
   * 403). Given by `server/api.ts` from the staff area, which this area never imports.
   */
  authorize(c: Context, access: 'read' | 'change'): { actor: string; address: string } | Response;
  /** The site's address, for the WhatsApp message that tells a client where to sign in. */
  siteUrl: string;
  now: () => number;
}

// No 0/O or 1/l/I: the agency may read the password aloud or retype it.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A first password: four groups of four, letters and digits, about 80 bits. */
export function generateClientPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
        '',
      ),
    );
    const password = groups.join('-');
    if (describeWeakPassword(password) === null) return password;
  }
}

/** The WhatsApp message for a client's access; the password goes apart, never in it. */
export function buildAccessMessage(
  client: { name: string; email: string },
  siteUrl: string,
  kind: 'nuevo' | 'restablecida',
): string {
  const login = new URL(paths.login, siteUrl).href;
  const opening =
    kind === 'nuevo'
      ? `ya tienes acceso a tu panel de cliente de ${siteConfig.name}`
      : `restablecimos la contraseña de tu panel de cliente de ${siteConfig.name}`;
  return (
    `Hola, ${client.name}: ${opening}. Entra en ${login} con tu correo ${client.email}. ` +
    'Te enviamos la contraseña en un mensaje aparte; al entrar, cámbiala por una tuya.'
  );
}

/** The answer to a refused change: 400 naming the field, 404 or 409. */
function refuse(c: Context, error: unknown): Response {
  if (!(error instanceof ClientWorkError)) throw error;
  if (error.kind === 'not-found') return c.json({ error: error.message }, 404);
  if (error.kind === 'conflict') return c.json({ error: error.message }, 409);
  const answer: ClientWorkAnswer = error.field
    ? { error: `${CLIENT_WORK_FIELD_LABELS[error.field]}: ${error.message}`, field: error.field }
    : { error: error.message };
  return c.json(answer, 400);
}

/** A route's numeric identifier, or null when it is not one. */
function readId(c: Context, name: string): number | null {
  const text = c.req.param(name) ?? '';
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

type Change = { answer: object; status?: 200 | 201 };

/**
 * The dashboard's client work under `/agencia/*`: clients, services, projects, invoices and the
 * CFDI queue, through the same functions as `npm run clients` (client-work.ts), which write each
 * change's row of the staff audit log with the change.
 */
export function createClientWorkApi({ db, authorize, siteUrl, now }: ClientWorkApiOptions) {
  const app = new Hono();
  const notFound = (c: Context) => c.json({ error: 'No encontramos lo que buscas.' }, 404);

  /** Registers a read for any staff member. */
  function read(route: string, answer: (c: Context) => Response) {
    app.get(route, (c) => {
      const allowed = authorize(c, 'read');
      return allowed instanceof Response ? allowed : answer(c);
    });
  }

  /** Registers a change for a manager, made by `run` as the staff member. */
  function change(
    route: string,
    idName: string,
    run: (id: number, body: unknown, by: WorkActor) => Change | Promise<Change>,
  ) {
    app.post(route, async (c) => {
      const allowed = authorize(c, 'change');
      if (allowed instanceof Response) return allowed;
      const id = readId(c, idName);
      if (id === null) return notFound(c);
      const body: unknown = await c.req.json().catch(() => undefined);
      try {
        const done = await run(id, body, { ...allowed, at: now() });
        return c.json(done.answer, done.status ?? 200);
      } catch (error) {
        return refuse(c, error);
      }
    });
  }

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

  read(ROUTES.cfdiQueue, (c) => {
    const query = cfdiQueueQuerySchema.safeParse({ estado: c.req.query('estado') });
    if (!query.success) return c.json({ error: 'Filtra por pendientes o todas.' }, 400);
    return c.json(views.getCfdiQueue(db, query.data.estado !== 'todas'));
  });

  read(ROUTES.pending, (c) => c.json({ cfdiPending: views.getCfdiQueue(db, true).pending }));

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

  const serviceAnswer = (serviceId: number) => ({
    answer: { service: views.getStaffService(db, serviceId) },
  });
  change(ROUTES.addService, 'clientId', (id, body, by) => ({
    ...serviceAnswer(work.addService(db, id, body, by)),
    status: 201,
  }));
  change(ROUTES.editService, 'serviceId', (id, body, by) => {
    work.updateService(db, id, body, by);
    return serviceAnswer(id);
  });
  change(ROUTES.endService, 'serviceId', (id, body, by) => {
    work.endService(db, id, body, by);
    return serviceAnswer(id);
  });

  const projectAnswer = (projectId: number) => ({
    answer: { project: views.getStaffProject(db, projectId) },
  });
  change(ROUTES.addProject, 'clientId', (id, body, by) => ({
    ...projectAnswer(work.addProject(db, id, body, by)),
    status: 201,
  }));
  change(ROUTES.editProject, 'projectId', (id, body, by) => {
    work.updateProject(db, id, body, by);
    return projectAnswer(id);
  });
  change(ROUTES.endProject, 'projectId', (id, body, by) => {
    work.endProject(db, id, body, by);
    return projectAnswer(id);
  });

  const invoiceAnswer = (invoiceId: number) => ({
    answer: { invoice: views.getStaffInvoice(db, invoiceId) },
  });
  change(ROUTES.addInvoice, 'clientId', (id, body, by) => ({
    ...invoiceAnswer(work.addInvoice(db, id, body, by)),
    status: 201,
  }));
  change(ROUTES.editInvoice, 'invoiceId', (id, body, by) => {
    work.updateInvoice(db, id, body, by);
    return invoiceAnswer(id);
  });
  change(ROUTES.markPaid, 'invoiceId', (id, body, by) => {
    work.markInvoicePaid(db, id, body, by);
    return invoiceAnswer(id);
  });
  change(ROUTES.markOverdue, 'invoiceId', (id, body, by) => {
    work.markInvoiceOverdue(db, id, body, by);
    return invoiceAnswer(id);
  });

  const cfdiAnswer = (invoiceId: number) => ({
    answer: { cfdi: views.getStaffInvoice(db, invoiceId).cfdi },
  });
  change(ROUTES.issueCfdi, 'invoiceId', (id, body, by) => {
    work.issueInvoiceCfdi(db, id, body, by);
    return cfdiAnswer(id);
  });
  change(ROUTES.cfdiLink, 'invoiceId', (id, body, by) => {
    work.changeCfdiLink(db, id, body, by);
    return cfdiAnswer(id);
  });

  return app;
}
