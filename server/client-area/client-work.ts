import type * as z from '../../lib/content/zod';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import {
  CLIENT_WORK_FIELD_LABELS,
  cfdiLinkRequestSchema,
  clientAccessRequestSchema,
  createClientRequestSchema,
  endRequestSchema,
  invoiceEditRequestSchema,
  invoiceRequestSchema,
  issueCfdiRequestSchema,
  markOverdueRequestSchema,
  markPaidRequestSchema,
  projectEditRequestSchema,
  projectRequestSchema,
  serviceEditRequestSchema,
  serviceRequestSchema,
  type ClientWorkField,
} from '../../lib/staff-area/client-work-contract';
import { recordAuditEvent } from './audit';
import { issueCfdi, setCfdiDownloadUrl } from './cfdi';
import { ClientWorkError, conflict, notFound } from './client-work-error';
import type { ClientDatabase } from './database';
import {
  addInvoice as insertInvoice,
  addProject as insertProject,
  createClient,
  findClientById,
  setClientPassword,
  setService,
  type ClientRow,
} from './store';

// The client work's rules, one function per change: `npm run clients` and the dashboard's routes
// both call these with what they were given, so both check it with the contract's field rules and
// refuse it with the same messages. Each either makes its whole change or throws a
// ClientWorkError and changes nothing.

/** The input read by `schema`, or a ClientWorkError naming the first field that is wrong. */
export function parseClientWork<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (issue && typeof field === 'string' && Object.hasOwn(CLIENT_WORK_FIELD_LABELS, field)) {
    throw new ClientWorkError(issue.message, 'input', field as ClientWorkField);
  }
  throw new ClientWorkError('Envía los datos del formulario como un objeto JSON.', 'input');
}

/** Runs a write that may break a UNIQUE rule, turning that into a conflict with `message`. */
function runUnique<T>(write: () => T, message: string): T {
  try {
    return write();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE') throw conflict(message);
    throw error;
  }
}

export function requireClientById(db: ClientDatabase, clientId: number): ClientRow {
  const client = findClientById(db, clientId);
  if (!client) throw notFound('No existe ese cliente.');
  return client;
}

/** Creates a client; the password is asked for only once the rest has passed. */
export async function addClient(
  db: ClientDatabase,
  input: unknown,
  readPasswordHash: () => Promise<string>,
  now: number,
): Promise<number> {
  const data = parseClientWork(createClientRequestSchema, input);
  const taken = () => conflict(`Ya existe un cliente con el correo ${data.email}.`);
  if (db.prepare('SELECT 1 FROM clients WHERE email = ?').get(data.email)) throw taken();
  const passwordHash = await readPasswordHash();
  return runUnique(() => createClient(db, { ...data, passwordHash }, now), taken().message);
}

/** Replaces the client's password and ends every session of theirs, in the client's log. */
export function resetClientPassword(
  db: ClientDatabase,
  clientId: number,
  passwordHash: string,
  now: number,
): void {
  const client = requireClientById(db, clientId);
  db.transaction(() => {
    setClientPassword(db, client.id, passwordHash, now);
    // No address: the agency changed it, not someone at the client's door.
    recordAuditEvent(db, {
      occurredAt: now,
      type: 'password_changed',
      email: client.email,
      clientId: client.id,
      address: null,
    });
  }).immediate();
}

/** Disables (ending the client's sessions at once) or enables a client's access. */
export function setClientAccess(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  now: number,
): boolean {
  requireClientById(db, clientId);
  const { disabled } = parseClientWork(clientAccessRequestSchema, input);
  db.transaction(() => {
    db.prepare('UPDATE clients SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, clientId);
    if (disabled) {
      db.prepare(
        'UPDATE sessions SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL',
      ).run(now, clientId);
    }
  }).immediate();
  return disabled;
}

type VersionedTable = 'services' | 'projects' | 'invoices';

/** How a refusal names a row of each table. */
const ROW_WORDS = {
  services: { missing: 'No existe ese servicio.', changed: 'El servicio cambió', pronoun: 'lo' },
  projects: { missing: 'No existe ese proyecto.', changed: 'El proyecto cambió', pronoun: 'lo' },
  invoices: { missing: 'No existe esa factura.', changed: 'La factura cambió', pronoun: 'la' },
} as const satisfies Record<VersionedTable, object>;

function requireRow<Row>(db: ClientDatabase, table: VersionedTable, id: number): Row {
  const row = db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined;
  if (!row) throw notFound(ROW_WORDS[table].missing);
  return row;
}

/**
 * Applies `assignments` to a row if it is still at `version`, moving it to the next one. A row
 * saved by someone else since it was read is left as they saved it.
 */
function updateVersioned(
  db: ClientDatabase,
  table: VersionedTable,
  id: number,
  version: number,
  assignments: string,
  values: Record<string, unknown>,
  uniqueMessage = '',
): void {
  const update = () =>
    db
      .prepare(
        `UPDATE ${table} SET ${assignments}, version = version + 1
         WHERE id = @id AND version = @version`,
      )
      .run({ ...values, id, version });
  if (runUnique(update, uniqueMessage).changes === 1) return;
  requireRow(db, table, id);
  const words = ROW_WORDS[table];
  throw conflict(
    `${words.changed} desde que ${words.pronoun} abriste: alguien más guardó antes. Vuelve a cargar${words.pronoun} y repite tu cambio.`,
  );
}

/** Today in Mexico City, the agency's calendar, when no day is given. */
const toDay = (day: string | undefined, now: number) => day ?? toMexicoCityDate(now);

type ServiceRow = { id: number; client_id: number; domain: string; version: number };

export function addService(db: ClientDatabase, clientId: number, input: unknown): number {
  requireClientById(db, clientId);
  const service = parseClientWork(serviceRequestSchema, input);
  if (findServiceByDomain(db, clientId, service.domain)) {
    throw conflict(`El cliente ya tiene un servicio con el dominio ${service.domain}.`);
  }
  setService(db, clientId, service);
  return findServiceByDomain(db, clientId, service.domain)!.id;
}

export function findServiceByDomain(
  db: ClientDatabase,
  clientId: number,
  domain: string,
): ServiceRow | undefined {
  return db
    .prepare('SELECT * FROM services WHERE client_id = ? AND domain = ?')
    .get(clientId, domain) as ServiceRow | undefined;
}

/** Adds the service of a domain or replaces it whole: the command's `service set`. */
export function saveService(db: ClientDatabase, clientId: number, input: unknown): number {
  requireClientById(db, clientId);
  const service = parseClientWork(serviceRequestSchema, input);
  const existing = findServiceByDomain(db, clientId, service.domain);
  if (!existing) return addService(db, clientId, service);
  updateService(db, existing.id, { ...service, version: existing.version });
  return existing.id;
}

/** Changes the fields given of a service read at `version`. */
export function updateService(db: ClientDatabase, serviceId: number, input: unknown): void {
  requireRow(db, 'services', serviceId);
  const { version, ...changes } = parseClientWork(serviceEditRequestSchema, input);
  updateVersioned(
    db,
    'services',
    serviceId,
    version,
    `domain = coalesce(@domain, domain), hosting_plan = coalesce(@hostingPlan, hosting_plan),
     renewal_date = coalesce(@renewalDate, renewal_date),
     mailboxes = coalesce(@mailboxes, mailboxes)`,
    { domain: null, hostingPlan: null, renewalDate: null, mailboxes: null, ...changes },
    `El cliente ya tiene un servicio con el dominio ${changes.domain}.`,
  );
}

/** Ends a service or a project: it leaves the client's panel and stays in the dashboard. */
function endRow(
  db: ClientDatabase,
  table: 'services' | 'projects',
  id: number,
  input: unknown,
  now: number,
): void {
  requireRow(db, table, id);
  const { version, endedOn } = parseClientWork(endRequestSchema, input);
  updateVersioned(db, table, id, version, 'ended_on = @endedOn', {
    endedOn: toDay(endedOn, now),
  });
}

export const endService = (db: ClientDatabase, serviceId: number, input: unknown, now: number) =>
  endRow(db, 'services', serviceId, input, now);

type ProjectRow = { id: number; client_id: number; name: string; version: number };

export function addProject(db: ClientDatabase, clientId: number, input: unknown): number {
  requireClientById(db, clientId);
  const project = parseClientWork(projectRequestSchema, input);
  runUnique(
    () => insertProject(db, clientId, project),
    `El cliente ya tiene un proyecto llamado "${project.name}".`,
  );
  return requireProjectByName(db, clientId, project.name).id;
}

export function requireProjectByName(
  db: ClientDatabase,
  clientId: number,
  name: string,
): ProjectRow {
  const project = db
    .prepare('SELECT * FROM projects WHERE client_id = ? AND name = ?')
    .get(clientId, name) as ProjectRow | undefined;
  if (!project) throw notFound(`El cliente no tiene un proyecto llamado "${name}".`);
  return project;
}

/** Changes the fields given of a project read at `version`: status, progress, delivery, name. */
export function updateProject(db: ClientDatabase, projectId: number, input: unknown): void {
  requireRow(db, 'projects', projectId);
  const { version, ...changes } = parseClientWork(projectEditRequestSchema, input);
  updateVersioned(
    db,
    'projects',
    projectId,
    version,
    `name = coalesce(@name, name), status = coalesce(@status, status),
     progress = coalesce(@progress, progress),
     delivery_date = coalesce(@deliveryDate, delivery_date)`,
    { name: null, status: null, progress: null, deliveryDate: null, ...changes },
    `El cliente ya tiene un proyecto llamado "${changes.name}".`,
  );
}

export const endProject = (db: ClientDatabase, projectId: number, input: unknown, now: number) =>
  endRow(db, 'projects', projectId, input, now);

type InvoiceRow = { id: number; client_id: number; number: string; status: string };

export function addInvoice(db: ClientDatabase, clientId: number, input: unknown): number {
  requireClientById(db, clientId);
  const { amount, ...invoice } = parseClientWork(invoiceRequestSchema, input);
  runUnique(
    () => insertInvoice(db, clientId, { ...invoice, amountCents: amount }),
    `Ya existe la factura ${invoice.number}.`,
  );
  return requireInvoiceByNumber(db, clientId, invoice.number).id;
}

export function requireInvoiceByNumber(
  db: ClientDatabase,
  clientId: number,
  number: string,
): InvoiceRow & { version: number } {
  const invoice = db
    .prepare('SELECT * FROM invoices WHERE client_id = ? AND number = ?')
    .get(clientId, number) as (InvoiceRow & { version: number }) | undefined;
  if (!invoice) throw notFound(`El cliente no tiene la factura ${number}.`);
  return invoice;
}

/**
 * Changes the fields given of an invoice read at `version`. The number stays: the client may
 * have paid with it as the concept. An invoice that stops being paid forgets its payment.
 */
export function updateInvoice(db: ClientDatabase, invoiceId: number, input: unknown): void {
  requireRow(db, 'invoices', invoiceId);
  const { version, amount, ...changes } = parseClientWork(invoiceEditRequestSchema, input);
  updateVersioned(
    db,
    'invoices',
    invoiceId,
    version,
    `concept = coalesce(@concept, concept), amount_cents = coalesce(@amountCents, amount_cents),
     status = coalesce(@status, status), due_date = coalesce(@dueDate, due_date),
     paid_on = CASE WHEN coalesce(@status, status) = 'pagada' THEN paid_on END,
     payment_reference = CASE WHEN coalesce(@status, status) = 'pagada' THEN payment_reference END`,
    { concept: null, status: null, dueDate: null, ...changes, amountCents: amount ?? null },
  );
}

/** Records an invoice's payment: the day and the transfer's reference. */
export function markInvoicePaid(db: ClientDatabase, invoiceId: number, input: unknown): void {
  requireRow(db, 'invoices', invoiceId);
  const { version, paidOn, reference } = parseClientWork(markPaidRequestSchema, input);
  updateVersioned(
    db,
    'invoices',
    invoiceId,
    version,
    "status = 'pagada', paid_on = @paidOn, payment_reference = @reference",
    { paidOn, reference },
  );
}

/** Marks an unpaid invoice as overdue; a paid one cannot be. */
export function markInvoiceOverdue(db: ClientDatabase, invoiceId: number, input: unknown): void {
  const invoice = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
  const { version } = parseClientWork(markOverdueRequestSchema, input);
  if (invoice.status === 'pagada') {
    throw conflict(`La factura ${invoice.number} ya está pagada: no puede vencer.`);
  }
  updateVersioned(db, 'invoices', invoiceId, version, "status = 'vencida'", {});
}

/**
 * Issues the CFDI an invoice's client requested, with its folio fiscal and maybe its link;
 * returns the folio as stored (in capitals).
 */
export function issueInvoiceCfdi(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  now: number,
): string {
  const invoice = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
  const { uuid, downloadUrl } = parseClientWork(issueCfdiRequestSchema, input);
  issueCfdi(db, { invoiceNumber: invoice.number, uuid, downloadUrl, now });
  return uuid;
}

/** Adds or replaces the download link of an issued CFDI. */
export function changeCfdiLink(db: ClientDatabase, invoiceId: number, input: unknown): void {
  const invoice = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
  const { downloadUrl } = parseClientWork(cfdiLinkRequestSchema, input);
  setCfdiDownloadUrl(db, invoice.number, downloadUrl);
}

/** The invoice id of a number, for the command, which names invoices by number. */
export function requireInvoiceId(db: ClientDatabase, number: string): number {
  const id = db.prepare('SELECT id FROM invoices WHERE number = ?').pluck().get(number) as
    number | undefined;
  if (id === undefined) throw notFound(`No existe la factura ${number}.`);
  return id;
}
