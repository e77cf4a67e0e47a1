import {
  openDatabase,
  openDatabaseAsIs,
  type Migration,
  type SqliteDatabase,
} from '../shared/database';
import { addAuditSearch } from '../shared/audit-log';
import { getClientDbPath } from '../shared/database-paths';
import { rewriteStoredEmails } from '../shared/stored-emails';
import { CLIENT_CONFLICTS_COMMAND, findClientUpgradeConflicts } from './upgrade-conflicts';
import { VISIT_TABLES_V1 } from '../shared/visit-tables';

export type ClientDatabase = SqliteDatabase;

/**
 * Each entry moves the schema one version forward; never edit one that has shipped. The invoices'
 * status CHECK must list INVOICE_STATUSES of lib/client-area: a unit test compares them, so a new
 * status needs a migration here too.
 */
const MIGRATIONS: Migration[] = [
  `CREATE TABLE clients (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     name TEXT NOT NULL,
     company TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     revoked_at INTEGER
   );
   CREATE INDEX sessions_client ON sessions(client_id);
   CREATE TABLE services (
     id INTEGER PRIMARY KEY,
     client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
     domain TEXT NOT NULL,
     hosting_plan TEXT NOT NULL,
     renewal_date TEXT NOT NULL,
     mailboxes INTEGER NOT NULL CHECK (mailboxes >= 0),
     UNIQUE (client_id, domain)
   );
   CREATE TABLE projects (
     id INTEGER PRIMARY KEY,
     client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
     name TEXT NOT NULL,
     status TEXT NOT NULL,
     progress INTEGER NOT NULL CHECK (progress BETWEEN 0 AND 100),
     delivery_date TEXT NOT NULL,
     UNIQUE (client_id, name)
   );
   CREATE TABLE invoices (
     id INTEGER PRIMARY KEY,
     client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
     number TEXT NOT NULL UNIQUE,
     concept TEXT NOT NULL,
     amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
     status TEXT NOT NULL CHECK (status IN ('pendiente', 'pagada', 'vencida')),
     due_date TEXT NOT NULL
   );
   CREATE INDEX invoices_client ON invoices(client_id);`,
  // Login attempts live in the file, not in memory, so limits survive a restart and hold across
  // every API process that shares the database.
  `CREATE TABLE login_attempts (
     id INTEGER PRIMARY KEY,
     key TEXT NOT NULL,
     attempted_at INTEGER NOT NULL
   );
   CREATE INDEX login_attempts_key ON login_attempts(key, attempted_at);
   CREATE INDEX login_attempts_time ON login_attempts(attempted_at);`,
  // The event types must match AUDIT_EVENT_TYPES of audit.ts: a unit test compares them.
  `CREATE TABLE audit_events (
     id INTEGER PRIMARY KEY,
     occurred_at INTEGER NOT NULL,
     type TEXT NOT NULL CHECK (type IN ('login_succeeded', 'login_failed', 'password_changed',
       'cfdi_requested')),
     email TEXT NOT NULL COLLATE NOCASE,
     client_id INTEGER REFERENCES clients(id) ON DELETE SET NULL,
     address TEXT
   );
   CREATE INDEX audit_events_email ON audit_events(email, occurred_at);`,
  // The fiscal data a client keeps for the next CFDI, and one CFDI request per invoice with a
  // copy of the data it was requested with. The statuses must match CFDI_STATUSES of
  // lib/client-area: a unit test compares them.
  `CREATE TABLE fiscal_data (
     client_id INTEGER PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
     rfc TEXT NOT NULL,
     legal_name TEXT NOT NULL,
     tax_regime TEXT NOT NULL,
     cfdi_use TEXT NOT NULL,
     postal_code TEXT NOT NULL,
     email TEXT NOT NULL,
     updated_at INTEGER NOT NULL
   );
   CREATE TABLE cfdi_requests (
     id INTEGER PRIMARY KEY,
     invoice_id INTEGER NOT NULL UNIQUE REFERENCES invoices(id) ON DELETE CASCADE,
     status TEXT NOT NULL CHECK (status IN ('solicitada', 'emitida')),
     rfc TEXT NOT NULL,
     legal_name TEXT NOT NULL,
     tax_regime TEXT NOT NULL,
     cfdi_use TEXT NOT NULL,
     postal_code TEXT NOT NULL,
     email TEXT NOT NULL,
     requested_at INTEGER NOT NULL,
     issued_at INTEGER,
     uuid TEXT UNIQUE,
     download_url TEXT,
     CHECK ((status = 'emitida') = (uuid IS NOT NULL AND issued_at IS NOT NULL))
   );
   CREATE INDEX cfdi_requests_status ON cfdi_requests(status, requested_at);`,
  // For retention.ts, which deletes by age.
  `CREATE INDEX audit_events_time ON audit_events(occurred_at);
   CREATE INDEX sessions_expiry ON sessions(expires_at);`,
  // Visit counts, which lived here before they had a file of their own: openVisitsDatabase
  // (server/analytics/database.ts) moves these tables' rows there and drops them from this file.
  VISIT_TABLES_V1,
  // The dashboard's client work: a client's access can be disabled, services and projects end,
  // an invoice keeps its payment, and each editable row counts its versions, so a save made on a
  // stale copy is refused instead of overwriting a colleague's.
  `ALTER TABLE clients ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1));
   ALTER TABLE services ADD COLUMN ended_on TEXT;
   ALTER TABLE services ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE projects ADD COLUMN ended_on TEXT;
   ALTER TABLE projects ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE invoices ADD COLUMN paid_on TEXT;
   ALTER TABLE invoices ADD COLUMN payment_reference TEXT;
   ALTER TABLE invoices ADD COLUMN version INTEGER NOT NULL DEFAULT 1;`,
  // The staff audit log of the client work, in this file so that each row commits in the same
  // transaction as the change it records; the same shape as staff.db's (server/shared/audit-log.ts).
  `CREATE TABLE staff_audit (
     id INTEGER PRIMARY KEY,
     occurred_at INTEGER NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT NOT NULL,
     address TEXT,
     kind TEXT NOT NULL DEFAULT 'cambio' CHECK (kind IN ('acceso', 'lectura', 'cambio')),
     client_id INTEGER REFERENCES clients(id) ON DELETE SET NULL,
     changes TEXT NOT NULL DEFAULT '[]'
   );
   CREATE INDEX staff_audit_time ON staff_audit(occurred_at);
   CREATE INDEX staff_audit_client ON staff_audit(client_id, occurred_at);`,
  // Invoice numbers and a client's service domains are one whatever their case (`cv-7` is the
  // payment concept of `CV-7`): the readers store them normalised, and these indexes make a row
  // written before in another case collide too.
  `CREATE UNIQUE INDEX IF NOT EXISTS invoices_number_any_case ON invoices(upper(number));
   CREATE UNIQUE INDEX IF NOT EXISTS services_domain_any_case
     ON services(client_id, lower(domain));`,
  // E-mail. The outbox holds every message a change causes, written in the change's transaction
  // and delivered afterwards (server/shared/mail); its key is the event, so an event queues once.
  // Account links (invitations, password resets) are stored only as the SHA-256 of their token.
  // A client who has not chosen a password yet has none (`password_set_at` NULL, an unusable
  // hash); the clients created before invitations chose theirs when they were created.
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     event_key TEXT NOT NULL UNIQUE,
     template TEXT NOT NULL,
     audience TEXT NOT NULL CHECK (audience IN ('cliente', 'equipo')),
     recipient TEXT NOT NULL,
     client_id INTEGER REFERENCES clients(id) ON DELETE SET NULL,
     summary TEXT NOT NULL,
     data TEXT NOT NULL,
     message_id TEXT NOT NULL UNIQUE,
     status TEXT NOT NULL DEFAULT 'pendiente'
       CHECK (status IN ('pendiente', 'enviado', 'fallido')),
     attempts INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     next_attempt_at INTEGER NOT NULL,
     claimed_until INTEGER,
     sent_at INTEGER,
     last_error TEXT
   );
   CREATE INDEX outbox_due ON outbox(status, next_attempt_at);
   CREATE INDEX outbox_client ON outbox(client_id, id);
   CREATE INDEX outbox_status ON outbox(status, id);
   CREATE TABLE account_links (
     token_hash TEXT PRIMARY KEY,
     client_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
     purpose TEXT NOT NULL CHECK (purpose IN ('invitacion', 'restablecer')),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX account_links_client ON account_links(client_id, purpose, created_at);
   ALTER TABLE clients ADD COLUMN password_set_at INTEGER;
   ALTER TABLE clients ADD COLUMN reminders_off INTEGER NOT NULL DEFAULT 0
     CHECK (reminders_off IN (0, 1));
   UPDATE clients SET password_set_at = created_at;`,
  // Browsers that signed in to an account keep their own allowance of password attempts
  // (server/shared/trusted-devices.ts): only the SHA-256 of each device cookie's token, once per
  // account (a client, after the password or a link).
  `CREATE TABLE trusted_devices (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL,
     account_id INTEGER NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     UNIQUE (token_hash, account_id)
   );
   CREATE INDEX trusted_devices_expiry ON trusted_devices(expires_at);`,
  // Sign-ins read an e-mail's domain in punycode: the addresses stored before in another form
  // (`contacto@diseño.mx`) take the one they are looked up by, and so do the access events, which
  // `npm run clients -- audit` looks up the same way. Two clients that would become one address
  // are found before (upgrade-conflicts.ts).
  (db) => {
    rewriteStoredEmails(db, 'clients');
    rewriteStoredEmails(db, 'audit_events');
  },
  // The staff audit log's search: folded copies of who and what, filled in for the rows already
  // there (server/shared/audit-log.ts).
  addAuditSearch,
  // Failed logins counted in one event per e-mail, network and 15 minutes
  // (server/shared/failed-attempts.ts).
  `ALTER TABLE audit_events ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE audit_events ADD COLUMN merge_key TEXT;
   CREATE UNIQUE INDEX audit_events_merge ON audit_events(merge_key) WHERE merge_key IS NOT NULL;`,
];

/** The steps of the schema, in order: tests build the file of an earlier release from the first ones. */
export const CLIENT_MIGRATIONS: readonly Migration[] = MIGRATIONS;

/** The schema version (`user_version`) of a database this code has migrated. */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Opens (creating when needed) the clients database in WAL mode with synchronous commits, so a
 * write that returned survives the process being killed, and brings its schema up to date.
 */
export function openClientDatabase(filePath: string = getClientDbPath()): ClientDatabase {
  return openDatabase(filePath, {
    migrations: MIGRATIONS,
    synchronous: 'FULL',
    findConflicts: findClientUpgradeConflicts,
    conflictsCommand: CLIENT_CONFLICTS_COMMAND,
  });
}

/**
 * Opens an existing clients database without migrating it: for the commands that list and fix
 * what stops its upgrade (upgrade-conflicts.ts).
 */
export function openClientDatabaseAsIs(filePath: string = getClientDbPath()): ClientDatabase {
  return openDatabaseAsIs(filePath, 'FULL');
}
