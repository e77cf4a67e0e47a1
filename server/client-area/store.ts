import { createHash, randomBytes } from 'node:crypto';
import type {
  PanelClient,
  PanelData,
  PanelInvoice,
  PanelProject,
  PanelService,
} from '../../lib/client-area/client-api-contract';
import { getClientCfdis, getFiscalData } from './cfdi';
import { conflict, notFound } from './client-work-error';
import type { ClientDatabase } from './database';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface ClientRow {
  id: number;
  email: string;
  name: string;
  company: string;
  password_hash: string;
  disabled: 0 | 1;
}

/** The SHA-256 of a session token: the only form in which a token is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function findClientByEmail(db: ClientDatabase, email: string): ClientRow | undefined {
  return db.prepare('SELECT * FROM clients WHERE email = ?').get(email) as ClientRow | undefined;
}

export function findClientById(db: ClientDatabase, id: number): ClientRow | undefined {
  return db.prepare('SELECT * FROM clients WHERE id = ?').get(id) as ClientRow | undefined;
}

/** Finds a client or throws a Spanish message the command prints as is. */
export function requireClient(db: ClientDatabase, email: string): ClientRow {
  const client = findClientByEmail(db, email);
  if (!client) throw notFound(`No existe un cliente con el correo ${email}.`);
  return client;
}

export function createClient(
  db: ClientDatabase,
  input: { email: string; name: string; company: string; passwordHash: string },
  now: number = Date.now(),
): number {
  if (findClientByEmail(db, input.email)) {
    throw conflict(`Ya existe un cliente con el correo ${input.email}.`);
  }
  const result = db
    .prepare(
      'INSERT INTO clients (email, name, company, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(input.email, input.name, input.company, input.passwordHash, now);
  return Number(result.lastInsertRowid);
}

export function listClients(db: ClientDatabase) {
  return db
    .prepare(
      `SELECT email, name, company, created_at AS createdAt, disabled FROM clients
       ORDER BY email`,
    )
    .all() as {
    email: string;
    name: string;
    company: string;
    createdAt: number;
    disabled: 0 | 1;
  }[];
}

/** Turns on or off the client's reminders and renewal notices. */
export function setReminders(db: ClientDatabase, clientId: number, reminders: boolean): void {
  db.prepare('UPDATE clients SET reminders_off = ? WHERE id = ?').run(reminders ? 0 : 1, clientId);
}

/** Opens a session: returns the random token (never stored) and its expiry. */
export function createSession(db: ClientDatabase, clientId: number, now: number = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_TTL_MS;
  db.prepare(
    'INSERT INTO sessions (token_hash, client_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), clientId, now, expiresAt);
  return { token, expiresAt };
}

/**
 * The client id of a live session (known, not expired, not revoked, of an enabled client), or
 * null. Read on every request, so disabling a client ends their sessions at once.
 */
export function findSessionClient(db: ClientDatabase, token: string, now: number): number | null {
  const row = db
    .prepare(
      `SELECT client_id AS clientId FROM sessions JOIN clients ON clients.id = sessions.client_id
       WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ? AND clients.disabled = 0`,
    )
    .get(hashToken(token), now) as { clientId: number } | undefined;
  return row?.clientId ?? null;
}

export function revokeSession(db: ClientDatabase, token: string, now: number): void {
  db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(
    now,
    hashToken(token),
  );
}

export function setService(db: ClientDatabase, clientId: number, service: PanelService): void {
  db.prepare(
    `INSERT INTO services (client_id, domain, hosting_plan, renewal_date, mailboxes)
     VALUES (@clientId, @domain, @hostingPlan, @renewalDate, @mailboxes)
     ON CONFLICT (client_id, domain) DO UPDATE SET hosting_plan = excluded.hosting_plan,
       renewal_date = excluded.renewal_date, mailboxes = excluded.mailboxes`,
  ).run({ clientId, ...service });
}

export function addProject(db: ClientDatabase, clientId: number, project: PanelProject): void {
  db.prepare(
    `INSERT INTO projects (client_id, name, status, progress, delivery_date)
     VALUES (@clientId, @name, @status, @progress, @deliveryDate)`,
  ).run({ clientId, ...project });
}

export function addInvoice(db: ClientDatabase, clientId: number, invoice: PanelInvoice): void {
  db.prepare(
    `INSERT INTO invoices (client_id, number, concept, amount_cents, status, due_date)
     VALUES (@clientId, @number, @concept, @amountCents, @status, @dueDate)`,
  ).run({ clientId, ...invoice });
}

/**
 * Everything the panel shows for one client: the answer to `GET /panel`. Services and projects the
 * agency ended stay in its dashboard, not in the client's panel.
 */
export function getPanelData(db: ClientDatabase, clientId: number): PanelData {
  const client = db
    .prepare('SELECT name, company, email FROM clients WHERE id = ?')
    .get(clientId) as PanelClient;
  const services = db
    .prepare(
      `SELECT domain, hosting_plan AS hostingPlan, renewal_date AS renewalDate, mailboxes
       FROM services WHERE client_id = ? AND ended_on IS NULL ORDER BY domain`,
    )
    .all(clientId) as PanelService[];
  const projects = db
    .prepare(
      `SELECT name, status, progress, delivery_date AS deliveryDate
       FROM projects WHERE client_id = ? AND ended_on IS NULL ORDER BY delivery_date, name`,
    )
    .all(clientId) as PanelProject[];
  const invoices = db
    .prepare(
      `SELECT number, concept, amount_cents AS amountCents, status, due_date AS dueDate
       FROM invoices WHERE client_id = ? ORDER BY due_date DESC, number DESC`,
    )
    .all(clientId) as PanelInvoice[];
  const cfdis = getClientCfdis(db, clientId);
  const remindersOff = db
    .prepare('SELECT reminders_off FROM clients WHERE id = ?')
    .pluck()
    .get(clientId) as 0 | 1;
  return {
    client,
    services,
    projects,
    invoices: invoices.map((invoice) => ({ ...invoice, cfdi: cfdis.get(invoice.number) ?? null })),
    fiscalData: getFiscalData(db, clientId),
    preferences: { reminders: remindersOff === 0 },
  };
}
