import type * as z from '../../lib/content/zod';
import { formatPesosFromCents } from '../../lib/site/format';
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
import { checkInvoiceChange, type InvoiceChange } from '../../lib/staff-area/invoice-rules';
import { recordAuditRow, type FieldChange } from '../shared/audit-log';
import { recordAuditEvent } from './audit';
import { issueCfdi, setCfdiDownloadUrl } from './cfdi';
import { ClientWorkError, conflict, notFound } from './client-work-error';
import type { ClientDatabase } from './database';
import {
  addInvoice as insertInvoice,
  addProject as insertProject,
  createClient,
  findClientByEmail,
  findClientById,
  setClientPassword,
  setService,
  type ClientRow,
} from './store';

// The client work's rules, one function per change: `npm run clients` and the dashboard's routes
// both call these with what they were given, so both check it with the contract's field rules and
// refuse it with the same messages. Each either makes its whole change, with its row in the staff
// audit log in the same transaction, or throws a ClientWorkError and changes nothing.

/** What the audit log records of the client work, with the staff log's words (server/staff/audit.ts). */
export const CLIENT_WORK_ACTIONS = [
  'cliente_creado',
  'cliente_desactivado',
  'cliente_activado',
  'cliente_contrasena_restablecida',
  'servicio_agregado',
  'servicio_editado',
  'servicio_terminado',
  'proyecto_agregado',
  'proyecto_editado',
  'proyecto_terminado',
  'factura_agregada',
  'factura_editada',
  'factura_pagada',
  'factura_vencida',
  'cfdi_emitido',
  'cfdi_enlace_cambiado',
] as const;
export type ClientWorkAction = (typeof CLIENT_WORK_ACTIONS)[number];

/**
 * Who makes a change and when: a staff member's e-mail and address from the dashboard, or the
 * system user of `npm run clients` with no address.
 */
export type WorkActor = { actor: string; address: string | null; at: number };

/** The input read by `schema`, or a ClientWorkError naming the first field that is wrong. */
export function parseClientWork<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  if (issue && typeof field === 'string' && Object.hasOwn(CLIENT_WORK_FIELD_LABELS, field)) {
    // The field rules write their own Spanish; anything zod says itself (a missing key, a
    // wrong type) gets a sentence of ours, never the library's English.
    const message = issue.code === 'custom' ? issue.message : 'falta o no es válido';
    throw new ClientWorkError(message, 'input', field as ClientWorkField);
  }
  throw new ClientWorkError('Envía los datos del formulario como un objeto JSON.', 'input');
}

type Row = Record<string, unknown>;

/** How the log names and shows each column that a change can touch. */
const COLUMN_WORDS: Record<string, { label: string; format?: (value: unknown) => string }> = {
  email: { label: CLIENT_WORK_FIELD_LABELS.email },
  name: { label: CLIENT_WORK_FIELD_LABELS.name },
  company: { label: CLIENT_WORK_FIELD_LABELS.company },
  disabled: {
    label: CLIENT_WORK_FIELD_LABELS.disabled,
    format: (value) => (value === 1 ? 'desactivado' : 'activo'),
  },
  domain: { label: CLIENT_WORK_FIELD_LABELS.domain },
  hosting_plan: { label: CLIENT_WORK_FIELD_LABELS.hostingPlan },
  renewal_date: { label: CLIENT_WORK_FIELD_LABELS.renewalDate },
  mailboxes: { label: CLIENT_WORK_FIELD_LABELS.mailboxes },
  number: { label: CLIENT_WORK_FIELD_LABELS.number },
  concept: { label: CLIENT_WORK_FIELD_LABELS.concept },
  amount_cents: {
    label: CLIENT_WORK_FIELD_LABELS.amount,
    format: (value) => formatPesosFromCents(Number(value)),
  },
  status: { label: CLIENT_WORK_FIELD_LABELS.status },
  progress: { label: CLIENT_WORK_FIELD_LABELS.progress, format: (value) => `${String(value)} %` },
  delivery_date: { label: CLIENT_WORK_FIELD_LABELS.deliveryDate },
  due_date: { label: CLIENT_WORK_FIELD_LABELS.dueDate },
  paid_on: { label: CLIENT_WORK_FIELD_LABELS.paidOn },
  payment_reference: { label: CLIENT_WORK_FIELD_LABELS.reference },
  ended_on: { label: CLIENT_WORK_FIELD_LABELS.endedOn },
  uuid: { label: CLIENT_WORK_FIELD_LABELS.uuid },
  download_url: { label: CLIENT_WORK_FIELD_LABELS.downloadUrl },
};

/** The columns of COLUMN_WORDS whose value differs, each before → after (before '' when new). */
function diffRows(before: Row | null, after: Row): FieldChange[] {
  const show = (column: string, value: unknown) =>
    value === null || value === undefined
      ? '—'
      : (COLUMN_WORDS[column]?.format?.(value) ?? String(value));
  return Object.keys(COLUMN_WORDS)
    .filter((column) => column in after && (before === null || before[column] !== after[column]))
    .filter((column) => before !== null || (after[column] !== null && after[column] !== undefined))
    .map((column) => ({
      field: COLUMN_WORDS[column]!.label,
      before: before === null ? '' : show(column, before[column]),
      after: show(column, after[column]),
    }));
}

/** Writes a change's row in the staff audit log of this file. */
function recordWork(
  db: ClientDatabase,
  by: WorkActor,
  action: ClientWorkAction,
  entry: { detail: string; clientId: number; changes?: FieldChange[] },
): void {
  recordAuditRow(db, {
    occurredAt: by.at,
    actor: by.actor,
    action,
    kind: 'cambio',
    address: by.address,
    ...entry,
  });
}

/** Runs `change` and records it, in one immediate transaction: both happen or neither does. */
function runAudited<T>(db: ClientDatabase, change: () => T): T {
  return db.transaction(change).immediate();
}

const clientEmail = (db: ClientDatabase, clientId: number) =>
  db.prepare('SELECT email FROM clients WHERE id = ?').pluck().get(clientId) as string;

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
  by: WorkActor,
): Promise<number> {
  const data = parseClientWork(createClientRequestSchema, input);
  const taken = () => conflict(`Ya existe un cliente con el correo ${data.email}.`);
  if (db.prepare('SELECT 1 FROM clients WHERE email = ?').get(data.email)) throw taken();
  const passwordHash = await readPasswordHash();
  return runAudited(db, () => {
    runUnique(() => createClient(db, { ...data, passwordHash }, by.at), taken().message);
    const client = findClientByEmail(db, data.email)!;
    recordWork(db, by, 'cliente_creado', {
      detail: `cliente ${client.email}`,
      clientId: client.id,
      changes: diffRows(null, { ...client }),
    });
    return client.id;
  });
}

/** Replaces the client's password and ends every session of theirs, in the client's log too. */
export function resetClientPassword(
  db: ClientDatabase,
  clientId: number,
  passwordHash: string,
  by: WorkActor,
): void {
  const client = requireClientById(db, clientId);
  runAudited(db, () => {
    setClientPassword(db, client.id, passwordHash, by.at);
    // No address: the agency changed it, not someone at the client's door.
    recordAuditEvent(db, {
      occurredAt: by.at,
      type: 'password_changed',
      email: client.email,
      clientId: client.id,
      address: null,
    });
    recordWork(db, by, 'cliente_contrasena_restablecida', {
      detail: `cliente ${client.email}`,
      clientId: client.id,
    });
  });
}

/** Disables (ending the client's sessions at once) or enables a client's access. */
export function setClientAccess(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): boolean {
  requireClientById(db, clientId);
  const { disabled } = parseClientWork(clientAccessRequestSchema, input);
  runAudited(db, () => {
    const before = requireClientById(db, clientId);
    db.prepare('UPDATE clients SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, clientId);
    if (disabled) {
      db.prepare(
        'UPDATE sessions SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL',
      ).run(by.at, clientId);
    }
    recordWork(db, by, disabled ? 'cliente_desactivado' : 'cliente_activado', {
      detail: `cliente ${before.email}`,
      clientId,
      changes: diffRows({ ...before }, { ...requireClientById(db, clientId) }),
    });
  });
  return disabled;
}

type VersionedTable = 'services' | 'projects' | 'invoices';

/** How a refusal names a row of each table. */
const ROW_WORDS = {
  services: { missing: 'No existe ese servicio.', changed: 'El servicio cambió', pronoun: 'lo' },
  projects: { missing: 'No existe ese proyecto.', changed: 'El proyecto cambió', pronoun: 'lo' },
  invoices: { missing: 'No existe esa factura.', changed: 'La factura cambió', pronoun: 'la' },
} as const satisfies Record<VersionedTable, object>;

type StoredRow = Row & { id: number; client_id: number; version: number };

function requireRow<R extends Row = StoredRow>(
  db: ClientDatabase,
  table: VersionedTable,
  id: number,
): R {
  const row = db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as R | undefined;
  if (!row) throw notFound(ROW_WORDS[table].missing);
  return row;
}

/** How the log names a row: `factura CV-1042 de ana@ejemplo.mx`. */
function describeRow(db: ClientDatabase, table: VersionedTable, row: Row): string {
  const owner = clientEmail(db, row.client_id as number);
  if (table === 'services') return `servicio ${String(row.domain)} de ${owner}`;
  if (table === 'projects') return `proyecto "${String(row.name)}" de ${owner}`;
  return `factura ${String(row.number)} de ${owner}`;
}

/** Records the change of a row from `before` to what it is now. */
function recordRowChange(
  db: ClientDatabase,
  by: WorkActor,
  action: ClientWorkAction,
  table: VersionedTable,
  before: Row | null,
  id: number,
): void {
  const after = requireRow(db, table, id);
  recordWork(db, by, action, {
    detail: describeRow(db, table, after),
    clientId: after.client_id,
    changes: diffRows(before, after),
  });
}

/**
 * Applies `assignments` to a row if it is still at `version`, moving it to the next one, and
 * records what changed. A row saved by someone else since it was read is left as they saved it.
 */
function updateVersioned(
  db: ClientDatabase,
  table: VersionedTable,
  id: number,
  version: number,
  assignments: string,
  values: Record<string, unknown>,
  change: { by: WorkActor; action: ClientWorkAction; uniqueMessage?: string },
): void {
  runAudited(db, () => {
    const before = requireRow(db, table, id);
    const update = () =>
      db
        .prepare(
          `UPDATE ${table} SET ${assignments}, version = version + 1
           WHERE id = @id AND version = @version`,
        )
        .run({ ...values, id, version });
    if (runUnique(update, change.uniqueMessage ?? '').changes !== 1) {
      const words = ROW_WORDS[table];
      throw conflict(
        `${words.changed} desde que ${words.pronoun} abriste: alguien más guardó antes. Vuelve a cargar${words.pronoun} y repite tu cambio.`,
      );
    }
    recordRowChange(db, change.by, change.action, table, before, id);
  });
}

/** The columns an edit of a service or a project may change, by the request's field. */
const EDITABLE_COLUMNS = {
  services: {
    domain: 'domain',
    hostingPlan: 'hosting_plan',
    renewalDate: 'renewal_date',
    mailboxes: 'mailboxes',
  },
  projects: {
    name: 'name',
    status: 'status',
    progress: 'progress',
    deliveryDate: 'delivery_date',
  },
} as const;

/**
 * Changes the fields given of a service or a project read at `version`: each column takes its
 * field's value, or keeps its own where the field was left out.
 */
function editRow(
  db: ClientDatabase,
  table: keyof typeof EDITABLE_COLUMNS,
  id: number,
  { version, ...changes }: { version: number },
  change: { by: WorkActor; action: ClientWorkAction; uniqueMessage: string },
): void {
  const columns = Object.entries(EDITABLE_COLUMNS[table]);
  updateVersioned(
    db,
    table,
    id,
    version,
    columns.map(([field, column]) => `${column} = coalesce(@${field}, ${column})`).join(', '),
    { ...Object.fromEntries(columns.map(([field]) => [field, null])), ...changes },
    change,
  );
}

/** Today in Mexico City, the agency's calendar, when no day is given. */
const toDay = (day: string | undefined, now: number) => day ?? toMexicoCityDate(now);

type ServiceRow = { id: number; client_id: number; domain: string; version: number };

export function addService(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const service = parseClientWork(serviceRequestSchema, input);
  return runAudited(db, () => {
    if (findServiceByDomain(db, clientId, service.domain)) {
      throw conflict(`El cliente ya tiene un servicio con el dominio ${service.domain}.`);
    }
    runUnique(
      () => setService(db, clientId, service),
      `El cliente ya tiene un servicio con el dominio ${service.domain}.`,
    );
    const id = findServiceByDomain(db, clientId, service.domain)!.id;
    recordRowChange(db, by, 'servicio_agregado', 'services', null, id);
    return id;
  });
}

export function findServiceByDomain(
  db: ClientDatabase,
  clientId: number,
  domain: string,
): ServiceRow | undefined {
  return db
    .prepare('SELECT * FROM services WHERE client_id = ? AND lower(domain) = lower(?)')
    .get(clientId, domain) as ServiceRow | undefined;
}

/** Adds the service of a domain or replaces it whole: the command's `service set`. */
export function saveService(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const service = parseClientWork(serviceRequestSchema, input);
  const existing = findServiceByDomain(db, clientId, service.domain);
  if (!existing) return addService(db, clientId, service, by);
  updateService(db, existing.id, { ...service, version: existing.version }, by);
  return existing.id;
}

/** Changes the fields given of a service read at `version`. */
export function updateService(
  db: ClientDatabase,
  serviceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'services', serviceId);
  const edit = parseClientWork(serviceEditRequestSchema, input);
  editRow(db, 'services', serviceId, edit, {
    by,
    action: 'servicio_editado',
    uniqueMessage: `El cliente ya tiene un servicio con el dominio ${edit.domain}.`,
  });
}

/** Ends a service or a project: it leaves the client's panel and stays in the dashboard. */
function endRow(
  db: ClientDatabase,
  table: 'services' | 'projects',
  id: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, table, id);
  const { version, endedOn } = parseClientWork(endRequestSchema, input);
  updateVersioned(
    db,
    table,
    id,
    version,
    'ended_on = @endedOn',
    { endedOn: toDay(endedOn, by.at) },
    { by, action: table === 'services' ? 'servicio_terminado' : 'proyecto_terminado' },
  );
}

export const endService = (db: ClientDatabase, serviceId: number, input: unknown, by: WorkActor) =>
  endRow(db, 'services', serviceId, input, by);

type ProjectRow = { id: number; client_id: number; name: string; version: number };

export function addProject(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const project = parseClientWork(projectRequestSchema, input);
  return runAudited(db, () => {
    runUnique(
      () => insertProject(db, clientId, project),
      `El cliente ya tiene un proyecto llamado "${project.name}".`,
    );
    const id = requireProjectByName(db, clientId, project.name).id;
    recordRowChange(db, by, 'proyecto_agregado', 'projects', null, id);
    return id;
  });
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
export function updateProject(
  db: ClientDatabase,
  projectId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'projects', projectId);
  const edit = parseClientWork(projectEditRequestSchema, input);
  editRow(db, 'projects', projectId, edit, {
    by,
    action: 'proyecto_editado',
    uniqueMessage: `El cliente ya tiene un proyecto llamado "${edit.name}".`,
  });
}

export const endProject = (db: ClientDatabase, projectId: number, input: unknown, by: WorkActor) =>
  endRow(db, 'projects', projectId, input, by);

type InvoiceRow = StoredRow & {
  number: string;
  status: 'pendiente' | 'pagada' | 'vencida';
  amount_cents: number;
};

/** Refuses a change the invoice rules (lib/staff-area/invoice-rules.ts) do not allow. */
function enforceInvoiceRules(
  db: ClientDatabase,
  invoice: InvoiceRow | null,
  change: InvoiceChange,
  at: number,
): void {
  const hasCfdi =
    invoice !== null &&
    db.prepare('SELECT 1 FROM cfdi_requests WHERE invoice_id = ?').get(invoice.id) !== undefined;
  const current = invoice && { status: invoice.status, amountCents: invoice.amount_cents, hasCfdi };
  const refusal = checkInvoiceChange(current, change, toMexicoCityDate(at));
  if (!refusal) return;
  if (refusal.kind === 'conflict') throw conflict(refusal.message);
  throw new ClientWorkError(refusal.message, 'input', refusal.field);
}

export function addInvoice(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): number {
  requireClientById(db, clientId);
  const { amount, paidOn, reference, ...invoice } = parseClientWork(invoiceRequestSchema, input);
  enforceInvoiceRules(db, null, { status: invoice.status, paidOn, reference }, by.at);
  return runAudited(db, () => {
    runUnique(
      () => insertInvoice(db, clientId, { ...invoice, amountCents: amount }),
      `Ya existe la factura ${invoice.number}.`,
    );
    const { id } = requireInvoiceByNumber(db, clientId, invoice.number);
    if (invoice.status === 'pagada') {
      db.prepare('UPDATE invoices SET paid_on = ?, payment_reference = ? WHERE id = ?').run(
        paidOn,
        reference,
        id,
      );
    }
    recordRowChange(db, by, 'factura_agregada', 'invoices', null, id);
    return id;
  });
}

export function requireInvoiceByNumber(
  db: ClientDatabase,
  clientId: number,
  number: string,
): InvoiceRow {
  const invoice = db
    .prepare('SELECT * FROM invoices WHERE client_id = ? AND upper(number) = upper(?)')
    .get(clientId, number) as InvoiceRow | undefined;
  if (!invoice) throw notFound(`El cliente no tiene la factura ${number}.`);
  return invoice;
}

/**
 * Applies a change to an invoice read at `version`, within the invoice rules: the allowed moves
 * between statuses, a payment's day and reference, nothing of the amount or status once a CFDI
 * was requested. An invoice that stops being paid forgets its payment. The number stays: the
 * client may have paid with it as the concept.
 */
function changeInvoice(
  db: ClientDatabase,
  invoiceId: number,
  change: InvoiceChange & { version: number; concept?: string; dueDate?: string },
  by: WorkActor,
  action: ClientWorkAction,
): void {
  runAudited(db, () => {
    enforceInvoiceRules(db, requireRow<InvoiceRow>(db, 'invoices', invoiceId), change, by.at);
    const { version, amountCents, ...fields } = change;
    updateVersioned(
      db,
      'invoices',
      invoiceId,
      version,
      `concept = coalesce(@concept, concept), amount_cents = coalesce(@amountCents, amount_cents),
       status = coalesce(@status, status), due_date = coalesce(@dueDate, due_date),
       paid_on = CASE WHEN coalesce(@status, status) = 'pagada'
         THEN coalesce(@paidOn, paid_on) END,
       payment_reference = CASE WHEN coalesce(@status, status) = 'pagada'
         THEN coalesce(@reference, payment_reference) END`,
      {
        concept: null,
        status: null,
        dueDate: null,
        paidOn: null,
        reference: null,
        ...fields,
        amountCents: amountCents ?? null,
      },
      { by, action },
    );
  });
}

/** Changes the fields given of an invoice read at `version`. */
export function updateInvoice(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { amount, ...changes } = parseClientWork(invoiceEditRequestSchema, input);
  changeInvoice(db, invoiceId, { ...changes, amountCents: amount }, by, 'factura_editada');
}

/** Records an invoice's payment: the day and the transfer's reference. */
export function markInvoicePaid(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { version, paidOn, reference } = parseClientWork(markPaidRequestSchema, input);
  changeInvoice(
    db,
    invoiceId,
    { version, status: 'pagada', paidOn, reference },
    by,
    'factura_pagada',
  );
}

/** Marks an unpaid invoice as overdue; a paid one cannot be. */
export function markInvoiceOverdue(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { version } = parseClientWork(markOverdueRequestSchema, input);
  changeInvoice(db, invoiceId, { version, status: 'vencida' }, by, 'factura_vencida');
}

/** A CFDI request's row as the log compares it. */
const readCfdiRow = (db: ClientDatabase, invoiceId: number) =>
  (db
    .prepare('SELECT uuid, download_url FROM cfdi_requests WHERE invoice_id = ?')
    .get(invoiceId) as Row | undefined) ?? null;

/** Records a change of an invoice's CFDI. */
function recordCfdiChange(
  db: ClientDatabase,
  by: WorkActor,
  action: ClientWorkAction,
  invoice: InvoiceRow,
  before: Row | null,
): void {
  recordWork(db, by, action, {
    detail: describeRow(db, 'invoices', invoice),
    clientId: invoice.client_id,
    changes: diffRows(before, readCfdiRow(db, invoice.id) ?? {}),
  });
}

/**
 * Issues the CFDI an invoice's client requested, with its folio fiscal and maybe its link;
 * returns the folio as stored (in capitals). The invoice must still be paid.
 */
export function issueInvoiceCfdi(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): string {
  requireRow(db, 'invoices', invoiceId);
  const { uuid, downloadUrl } = parseClientWork(issueCfdiRequestSchema, input);
  return runAudited(db, () => {
    const invoice = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
    const before = readCfdiRow(db, invoiceId);
    if (before !== null && invoice.status !== 'pagada') {
      throw conflict(`La factura ${invoice.number} no está pagada: no se le emite CFDI.`);
    }
    issueCfdi(db, { invoiceNumber: invoice.number, uuid, downloadUrl, now: by.at });
    recordCfdiChange(db, by, 'cfdi_emitido', invoice, before);
    return uuid;
  });
}

/** Adds or replaces the download link of an issued CFDI. */
export function changeCfdiLink(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { downloadUrl } = parseClientWork(cfdiLinkRequestSchema, input);
  runAudited(db, () => {
    const invoice = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
    const before = readCfdiRow(db, invoiceId);
    setCfdiDownloadUrl(db, invoice.number, downloadUrl);
    recordCfdiChange(db, by, 'cfdi_enlace_cambiado', invoice, before);
  });
}

/** The invoice id of a number, for the command, which names invoices by number. */
export function requireInvoiceId(db: ClientDatabase, number: string): number {
  const id = db
    .prepare('SELECT id FROM invoices WHERE upper(number) = upper(?)')
    .pluck()
    .get(number) as number | undefined;
  if (id === undefined) throw notFound(`No existe la factura ${number}.`);
  return id;
}
