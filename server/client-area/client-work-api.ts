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
import { ClientWorkError } from './client-work-error';
import * as views from './client-work-views';
import type { ClientDatabase } from './database';

/** What the staff audit log records of the client work. */
export type ClientWorkAction =
  | 'cliente_creado'
  | 'cliente_desactivado'
  | 'cliente_activado'
  | 'cliente_contrasena_restablecida'
  | 'servicio_agregado'
  | 'servicio_editado'
  | 'servicio_terminado'
  | 'proyecto_agregado'
  | 'proyecto_editado'
  | 'proyecto_terminado'
  | 'factura_agregada'
  | 'factura_editada'
  | 'factura_pagada'
  | 'factura_vencida'
  | 'cfdi_emitido'
  | 'cfdi_enlace_cambiado';

export interface ClientWorkApiOptions {
  db: ClientDatabase;
  /**
   * The staff member's e-mail when the request may `read` or `change`, or the answer refusing it
   * (no session 401; for a change: another Origin 403, not JSON 415, a reader 403). Given by
   * `server/api.ts` from the staff area, which this area never imports.
   */
  authorize(c: Context, access: 'read' | 'change'): { actor: string } | Response;
  /** Writes a change to the staff audit log with who made it and on what; never a password. */
  // A property, not a method, so TypeScript holds every action here to the staff log's list.
  audit: (c: Context, actor: string, action: ClientWorkAction, detail: string) => void;
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

type Change = { detail: string; answer: object; status?: 200 | 201 };

/**
 * The dashboard's client work under `/agencia/*`: clients, services, projects, invoices and the
 * CFDI queue, through the same functions as `npm run clients` (client-work.ts). Every change is
 * written to the staff audit log.
 */
export function createClientWorkApi({ db, authorize, audit, siteUrl, now }: ClientWorkApiOptions) {
  const app = new Hono();
  const notFound = (c: Context) => c.json({ error: 'No encontramos lo que buscas.' }, 404);

  /** Registers a read for any staff member. */
  function read(route: string, answer: (c: Context) => Response) {
    app.get(route, (c) => {
      const allowed = authorize(c, 'read');
      return allowed instanceof Response ? allowed : answer(c);
    });
  }

  /** Registers a change for a manager: `run` makes it, the audit log records it. */
  function change(
    route: string,
    action: ClientWorkAction | ((body: unknown) => ClientWorkAction),
    idName: string,
    run: (id: number, body: unknown) => Change | Promise<Change>,
  ) {
    app.post(route, async (c) => {
      const allowed = authorize(c, 'change');
      if (allowed instanceof Response) return allowed;
      const id = readId(c, idName);
      if (id === null) return notFound(c);
      const body: unknown = await c.req.json().catch(() => undefined);
      try {
        const done = await run(id, body);
        audit(c, allowed.actor, typeof action === 'string' ? action : action(body), done.detail);
        return c.json(done.answer, done.status ?? 200);
      } catch (error) {
        return refuse(c, error);
      }
    });
  }

  const clientName = (clientId: number) => views.getClientSummary(db, clientId).email;
  const invoiceName = (invoiceId: number) => {
    const invoice = views.getStaffInvoice(db, invoiceId);
    return { invoice, detail: `factura ${invoice.number}` };
  };

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
  app.post(ROUTES.createClient, async (c) => {
    const allowed = authorize(c, 'change');
    if (allowed instanceof Response) return allowed;
    const body: unknown = await c.req.json().catch(() => undefined);
    const password = generateClientPassword();
    try {
      const id = await work.addClient(db, body, () => hashPassword(password), now());
      const client = views.getClientSummary(db, id);
      audit(c, allowed.actor, 'cliente_creado', `cliente ${client.email}`);
      const whatsAppMessage = buildAccessMessage(client, siteUrl, 'nuevo');
      return c.json({ client, password, whatsAppMessage }, 201);
    } catch (error) {
      return refuse(c, error);
    }
  });

  change(
    ROUTES.clientAccess,
    (body) =>
      (body as { disabled?: unknown })?.disabled === true
        ? 'cliente_desactivado'
        : 'cliente_activado',
    'clientId',
    (id, body) => {
      work.setClientAccess(db, id, body, now());
      return {
        detail: `cliente ${clientName(id)}`,
        answer: { client: views.getClientSummary(db, id) },
      };
    },
  );

  change(ROUTES.resetPassword, 'cliente_contrasena_restablecida', 'clientId', async (id) => {
    work.requireClientById(db, id);
    const password = generateClientPassword();
    work.resetClientPassword(db, id, await hashPassword(password), now());
    const client = views.getClientSummary(db, id);
    const whatsAppMessage = buildAccessMessage(client, siteUrl, 'restablecida');
    return { detail: `cliente ${client.email}`, answer: { password, whatsAppMessage } };
  });

  const serviceAnswer = (serviceId: number) => {
    const service = views.getStaffService(db, serviceId);
    const owner = db.prepare('SELECT client_id FROM services WHERE id = ?').pluck().get(serviceId);
    return {
      detail: `servicio ${service.domain} de ${clientName(owner as number)}`,
      answer: { service },
    };
  };
  change(ROUTES.addService, 'servicio_agregado', 'clientId', (id, body) => ({
    ...serviceAnswer(work.addService(db, id, body)),
    status: 201,
  }));
  change(ROUTES.editService, 'servicio_editado', 'serviceId', (id, body) => {
    work.updateService(db, id, body);
    return serviceAnswer(id);
  });
  change(ROUTES.endService, 'servicio_terminado', 'serviceId', (id, body) => {
    work.endService(db, id, body, now());
    return serviceAnswer(id);
  });

  const projectAnswer = (projectId: number) => {
    const project = views.getStaffProject(db, projectId);
    const owner = db.prepare('SELECT client_id FROM projects WHERE id = ?').pluck().get(projectId);
    return {
      detail: `proyecto "${project.name}" de ${clientName(owner as number)}`,
      answer: { project },
    };
  };
  change(ROUTES.addProject, 'proyecto_agregado', 'clientId', (id, body) => ({
    ...projectAnswer(work.addProject(db, id, body)),
    status: 201,
  }));
  change(ROUTES.editProject, 'proyecto_editado', 'projectId', (id, body) => {
    work.updateProject(db, id, body);
    return projectAnswer(id);
  });
  change(ROUTES.endProject, 'proyecto_terminado', 'projectId', (id, body) => {
    work.endProject(db, id, body, now());
    return projectAnswer(id);
  });

  const invoiceAnswer = (invoiceId: number) => {
    const { invoice, detail } = invoiceName(invoiceId);
    return { detail, answer: { invoice } };
  };
  change(ROUTES.addInvoice, 'factura_agregada', 'clientId', (id, body) => ({
    ...invoiceAnswer(work.addInvoice(db, id, body)),
    status: 201,
  }));
  change(ROUTES.editInvoice, 'factura_editada', 'invoiceId', (id, body) => {
    work.updateInvoice(db, id, body);
    return invoiceAnswer(id);
  });
  change(ROUTES.markPaid, 'factura_pagada', 'invoiceId', (id, body) => {
    work.markInvoicePaid(db, id, body);
    return invoiceAnswer(id);
  });
  change(ROUTES.markOverdue, 'factura_vencida', 'invoiceId', (id, body) => {
    work.markInvoiceOverdue(db, id, body);
    return invoiceAnswer(id);
  });

  change(ROUTES.issueCfdi, 'cfdi_emitido', 'invoiceId', (id, body) => {
    const uuid = work.issueInvoiceCfdi(db, id, body, now());
    const { invoice, detail } = invoiceName(id);
    return { detail: `${detail}, folio fiscal ${uuid}`, answer: { cfdi: invoice.cfdi } };
  });
  change(ROUTES.cfdiLink, 'cfdi_enlace_cambiado', 'invoiceId', (id, body) => {
    work.changeCfdiLink(db, id, body);
    const { invoice, detail } = invoiceName(id);
    return { detail, answer: { cfdi: invoice.cfdi } };
  });

  return app;
}
