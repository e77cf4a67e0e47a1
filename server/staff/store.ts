import { createHash, randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '../../lib/staff-area/staff-contract';
import type { StaffDatabase } from './database';

/** A session ends after 12 hours without a request, and 7 days after sign-in in any case. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** The time between the password and the code. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

export type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  disabled: 0 | 1;
  totp_secret: string | null;
  totp_last_step: number;
};

export const toStaffMember = (row: StaffRow): StaffMember => ({
  name: row.name,
  email: row.email,
  role: row.role,
});

/** Only a token's hash is stored: a copy of the file opens no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export function findStaffByEmail(db: StaffDatabase, email: string): StaffRow | undefined {
  return db.prepare('SELECT * FROM staff WHERE email = ?').get(email) as StaffRow | undefined;
}

export function findStaffById(db: StaffDatabase, id: number): StaffRow | undefined {
  return db.prepare('SELECT * FROM staff WHERE id = ?').get(id) as StaffRow | undefined;
}

/** The staff member of an e-mail, or an error in Spanish for the command. */
export function requireStaff(db: StaffDatabase, email: string): StaffRow {
  const staff = findStaffByEmail(db, email);
  if (!staff) throw new Error(`No hay nadie del equipo con el correo ${email}.`);
  return staff;
}

export function createStaff(
  db: StaffDatabase,
  input: StaffMember & { passwordHash: string },
  now: number,
): void {
  if (findStaffByEmail(db, input.email)) {
    throw new Error(`Ya hay alguien del equipo con el correo ${input.email}.`);
  }
  db.prepare(
    `INSERT INTO staff (email, name, role, password_hash, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(input.email.toLowerCase(), input.name, input.role, input.passwordHash, now);
}

export type StaffListEntry = StaffMember & { disabled: boolean; enrolled: boolean };

export function listStaff(db: StaffDatabase): StaffListEntry[] {
  const rows = db.prepare('SELECT * FROM staff ORDER BY email').all() as StaffRow[];
  return rows.map((row) => ({
    ...toStaffMember(row),
    disabled: row.disabled === 1,
    enrolled: row.totp_secret !== null,
  }));
}

/** The addresses of the managers who can sign in: they receive the agency's notices. */
export function listManagerAddresses(db: StaffDatabase): string[] {
  return db
    .prepare("SELECT email FROM staff WHERE role = 'gerente' AND disabled = 0 ORDER BY email")
    .pluck()
    .all() as string[];
}

/** Ends every session and pending sign-in of a staff member. */
export function revokeAllSessions(db: StaffDatabase, staffId: number, now: number): void {
  db.prepare(
    'UPDATE staff_sessions SET revoked_at = ? WHERE staff_id = ? AND revoked_at IS NULL',
  ).run(now, staffId);
  db.prepare('DELETE FROM staff_pending_sign_ins WHERE staff_id = ?').run(staffId);
}

/** Disables (ending every session at once) or enables a staff member. */
export function setStaffDisabled(
  db: StaffDatabase,
  staffId: number,
  disabled: boolean,
  now: number,
): void {
  db.transaction(() => {
    db.prepare('UPDATE staff SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, staffId);
    if (disabled) revokeAllSessions(db, staffId, now);
  }).immediate();
}

export function setStaffPassword(db: StaffDatabase, staffId: number, hash: string, now: number) {
  db.transaction(() => {
    db.prepare('UPDATE staff SET password_hash = ? WHERE id = ?').run(hash, staffId);
    revokeAllSessions(db, staffId, now);
  }).immediate();
}

/** Forgets the second factor and its recovery codes: the next sign-in enrols again. */
export function resetSecondFactor(db: StaffDatabase, staffId: number, now: number): void {
  db.transaction(() => {
    db.prepare('UPDATE staff SET totp_secret = NULL, totp_last_step = 0 WHERE id = ?').run(staffId);
    db.prepare('DELETE FROM staff_recovery_codes WHERE staff_id = ?').run(staffId);
    revokeAllSessions(db, staffId, now);
  }).immediate();
}

/** Starts the step between password and code; returns the token for the pre-auth cookie. */
export function createPendingSignIn(
  db: StaffDatabase,
  staffId: number,
  enrolmentSecret: string | null,
  now: number,
): string {
  const token = newToken();
  db.prepare('DELETE FROM staff_pending_sign_ins WHERE expires_at <= ?').run(now);
  db.prepare(
    `INSERT INTO staff_pending_sign_ins (token_hash, staff_id, enrolment_secret, expires_at)
     VALUES (?, ?, ?, ?)`,
  ).run(hashToken(token), staffId, enrolmentSecret, now + PENDING_SIGN_IN_MS);
  return token;
}

export type PendingSignIn = { staff: StaffRow; enrolmentSecret: string | null; tokenHash: string };

/** The live pending sign-in of a token, with its staff member if still enabled. */
export function findPendingSignIn(
  db: StaffDatabase,
  token: string,
  now: number,
): PendingSignIn | null {
  const tokenHash = hashToken(token);
  const row = db
    .prepare(
      `SELECT staff_id AS staffId, enrolment_secret AS enrolmentSecret FROM staff_pending_sign_ins
       WHERE token_hash = ? AND expires_at > ?`,
    )
    .get(tokenHash, now) as { staffId: number; enrolmentSecret: string | null } | undefined;
  const staff = row && findStaffById(db, row.staffId);
  if (!row || !staff || staff.disabled) return null;
  return { staff, enrolmentSecret: row.enrolmentSecret, tokenHash };
}

export function deletePendingSignIn(db: StaffDatabase, tokenHash: string): void {
  db.prepare('DELETE FROM staff_pending_sign_ins WHERE token_hash = ?').run(tokenHash);
}

/** Takes a TOTP time step if it is later than the last one taken; false when already used. */
export function acceptTotpStep(db: StaffDatabase, staffId: number, step: number): boolean {
  return (
    db
      .prepare('UPDATE staff SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?')
      .run(step, staffId, step).changes === 1
  );
}

/**
 * Saves an enrolled secret (encrypted) and the recovery codes' hashes, and ends the account's
 * other pending sign-ins, whose enrolment secrets are now stale. False, saving nothing, when the
 * account already has a second factor: an older pending enrolment must not replace it. The check
 * is part of the write, so two enrolments finishing at once cannot both succeed.
 */
export function saveEnrolment(
  db: StaffDatabase,
  staffId: number,
  encryptedSecret: string,
  recoveryCodeHashes: string[],
): boolean {
  const saved = db
    .prepare('UPDATE staff SET totp_secret = ? WHERE id = ? AND totp_secret IS NULL')
    .run(encryptedSecret, staffId);
  if (saved.changes === 0) return false;
  db.prepare('DELETE FROM staff_pending_sign_ins WHERE staff_id = ?').run(staffId);
  db.prepare('DELETE FROM staff_recovery_codes WHERE staff_id = ?').run(staffId);
  const insert = db.prepare('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES (?, ?)');
  recoveryCodeHashes.forEach((hash) => insert.run(staffId, hash));
  return true;
}

/** Marks an unused recovery code as used; false when it is unknown or was used. */
export function spendRecoveryCode(
  db: StaffDatabase,
  staffId: number,
  codeHash: string,
  now: number,
): boolean {
  return (
    db
      .prepare(
        `UPDATE staff_recovery_codes SET used_at = ?
         WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL`,
      )
      .run(now, staffId, codeHash).changes > 0
  );
}

export function countUnusedRecoveryCodes(db: StaffDatabase, staffId: number): number {
  return db
    .prepare('SELECT COUNT(*) FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL')
    .pluck()
    .get(staffId) as number;
}

export function createStaffSession(db: StaffDatabase, staffId: number, now: number): string {
  const token = newToken();
  db.prepare(
    `INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at)
     VALUES (?, ?, ?, ?)`,
  ).run(hashToken(token), staffId, now, now);
  return token;
}

/**
 * The enabled staff member of a live session (not revoked, used in the last 12 hours, opened in
 * the last 7 days), marking it as used now; null otherwise. Read on every request, so disabling
 * an account ends its sessions at once.
 */
export function findSessionStaff(db: StaffDatabase, token: string, now: number): StaffRow | null {
  const tokenHash = hashToken(token);
  const staff = db
    .prepare(
      `SELECT staff.* FROM staff_sessions JOIN staff ON staff.id = staff_sessions.staff_id
       WHERE token_hash = ? AND revoked_at IS NULL AND staff.disabled = 0
         AND last_seen_at > ? AND staff_sessions.created_at > ?`,
    )
    .get(tokenHash, now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS) as StaffRow | undefined;
  if (!staff) return null;
  db.prepare('UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, tokenHash);
  return staff;
}

export function revokeStaffSession(db: StaffDatabase, token: string, now: number): void {
  db.prepare('UPDATE staff_sessions SET revoked_at = ? WHERE token_hash = ?').run(
    now,
    hashToken(token),
  );
}

/** Ends every session of the staff member but the one of `token`; returns how many. */
export function revokeOtherSessions(
  db: StaffDatabase,
  staffId: number,
  token: string,
  now: number,
): number {
  return db
    .prepare(
      `UPDATE staff_sessions SET revoked_at = ?
       WHERE staff_id = ? AND token_hash <> ? AND revoked_at IS NULL`,
    )
    .run(now, staffId, hashToken(token)).changes;
}

/** Deletes sessions and pending sign-ins that can no longer be used. */
export function deleteExpiredStaffSessions(db: StaffDatabase, now: number): void {
  db.prepare(
    `DELETE FROM staff_sessions WHERE revoked_at IS NOT NULL OR last_seen_at <= ?
       OR created_at <= ?`,
  ).run(now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS);
  db.prepare('DELETE FROM staff_pending_sign_ins WHERE expires_at <= ?').run(now);
}
