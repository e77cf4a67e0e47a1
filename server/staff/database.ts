import { openDatabase, type SqliteDatabase } from '../shared/database';
import { getStaffDbPath } from '../shared/database-paths';

export type StaffDatabase = SqliteDatabase;

/**
 * The staff area's schema, in a file of its own: staff never share a table, a session or a limit
 * with clients. Each entry moves the schema one version forward; never edit one that has shipped.
 * The roles' CHECK must list STAFF_ROLES of lib/staff-area: a unit test compares them.
 */
const MIGRATIONS = [
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
];

/**
 * Opens (creating when needed) the staff database in WAL mode with synchronous commits, and
 * brings its schema up to date.
 */
export function openStaffDatabase(filePath: string = getStaffDbPath()): StaffDatabase {
  return openDatabase(filePath, { migrations: MIGRATIONS, synchronous: 'FULL' });
}
