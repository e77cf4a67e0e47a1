import {
  openDatabase,
  openDatabaseAsIs,
  type Migration,
  type SqliteDatabase,
} from '../shared/database';
import { addAuditSearch } from '../shared/audit-log';
import { getStaffDbPath } from '../shared/database-paths';
import { rewriteStoredEmails } from '../shared/stored-emails';
import { STAFF_CONFLICTS_COMMAND, findStaffUpgradeConflicts } from './upgrade-conflicts';

export type StaffDatabase = SqliteDatabase;

/**
 * The staff area's schema, in a file of its own: staff never share a table, a session or a limit
 * with clients. Each entry moves the schema one version forward; never edit one that has shipped.
 * The roles' CHECK must list STAFF_ROLES of lib/staff-area: a unit test compares them.
 */
const MIGRATIONS: Migration[] = [
  `CREATE TABLE staff (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     name TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('gerente', 'lector')),
     password_hash TEXT NOT NULL,
     disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
     -- The TOTP secret, encrypted (AES-256-GCM under STAFF_SECRET_KEY); null until enrolled.
     totp_secret TEXT,
     -- The last TOTP time step accepted, so a code is never taken twice.
     totp_last_step INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE staff_recovery_codes (
     id INTEGER PRIMARY KEY,
     staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
     code_hash TEXT NOT NULL,
     used_at INTEGER
   );
   CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes(staff_id);
   -- Between the password and the code: the pre-authentication cookie's hash, and during a first
   -- sign-in the secret being enrolled, encrypted.
   CREATE TABLE staff_pending_sign_ins (
     token_hash TEXT PRIMARY KEY,
     staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
     enrolment_secret TEXT,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE staff_sessions (
     token_hash TEXT PRIMARY KEY,
     staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     revoked_at INTEGER
   );
   CREATE INDEX staff_sessions_staff ON staff_sessions(staff_id);
   -- Attempts live in the file, so limits survive a restart; RateLimiter (server/shared) counts here.
   CREATE TABLE login_attempts (
     id INTEGER PRIMARY KEY,
     key TEXT NOT NULL,
     attempted_at INTEGER NOT NULL
   );
   CREATE INDEX login_attempts_key ON login_attempts(key, attempted_at);
   CREATE INDEX login_attempts_time ON login_attempts(attempted_at);
   CREATE TABLE staff_audit (
     id INTEGER PRIMARY KEY,
     occurred_at INTEGER NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     detail TEXT NOT NULL,
     address TEXT
   );
   CREATE INDEX staff_audit_time ON staff_audit(occurred_at);`,
  // Each entry says what kind it is, so reads cannot crowd changes out of the log, and what changed
  // (server/shared/audit-log.ts); the client work writes the same table in the clients' file.
  `ALTER TABLE staff_audit ADD COLUMN kind TEXT NOT NULL DEFAULT 'acceso'
     CHECK (kind IN ('acceso', 'lectura', 'cambio'));
   ALTER TABLE staff_audit ADD COLUMN client_id INTEGER;
   ALTER TABLE staff_audit ADD COLUMN changes TEXT NOT NULL DEFAULT '[]';
   UPDATE staff_audit SET kind = 'lectura' WHERE action = 'csv_descargado';
   UPDATE staff_audit SET kind = 'cambio' WHERE action NOT IN ('sesion_iniciada', 'acceso_fallido',
     'segundo_factor_inscrito', 'codigo_recuperacion_usado', 'sesion_cerrada',
     'otras_sesiones_cerradas', 'csv_descargado');
   CREATE INDEX staff_audit_kind ON staff_audit(kind, occurred_at);`,
  // Browsers that signed in to an account keep their own allowance of password attempts
  // (server/shared/trusted-devices.ts): only the SHA-256 of each device cookie's token, once per
  // account (a staff member, after the second factor).
  `CREATE TABLE trusted_devices (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL,
     account_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL,
     UNIQUE (token_hash, account_id)
   );
   CREATE INDEX trusted_devices_expiry ON trusted_devices(expires_at);`,
  // The recovery codes' HMAC key, encrypted under the staff key, once `rotar-clave` wrote it: a
  // hash cannot be recomputed without its code, so a rotation keeps this key and encrypts it anew.
  // Without a row the key is derived from the staff key (server/staff/secret-check.ts).
  `CREATE TABLE staff_wrapped_keys (
     purpose TEXT PRIMARY KEY,
     wrapped TEXT NOT NULL
   );`,
  // Sign-ins read an e-mail's domain in punycode: the accounts stored before in another form take
  // the address they are looked up by. Two that would become one are found before
  // (upgrade-conflicts.ts).
  (db) => {
    rewriteStoredEmails(db, 'staff');
  },
  // The audit log's search (folded copies of who and what, filled in for the rows already
  // there) and failed sign-ins counted in one row per e-mail, network and 15 minutes
  // (server/shared/audit-log.ts).
  addAuditSearch,
];

/** The steps of the schema, in order: tests build the file of an earlier release from the first ones. */
export const STAFF_MIGRATIONS: readonly Migration[] = MIGRATIONS;

/**
 * Opens (creating when needed) the staff database in WAL mode with synchronous commits, and
 * brings its schema up to date.
 */
export function openStaffDatabase(filePath: string = getStaffDbPath()): StaffDatabase {
  return openDatabase(filePath, {
    migrations: MIGRATIONS,
    synchronous: 'FULL',
    findConflicts: findStaffUpgradeConflicts,
    conflictsCommand: STAFF_CONFLICTS_COMMAND,
  });
}

/**
 * Opens an existing staff database without migrating it: for the commands that list and fix
 * what stops its upgrade (upgrade-conflicts.ts).
 */
export function openStaffDatabaseAsIs(filePath: string = getStaffDbPath()): StaffDatabase {
  return openDatabaseAsIs(filePath, 'FULL');
}
