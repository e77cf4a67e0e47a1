import { COUNT_FAILED_ATTEMPT, buildFailedAttemptKey } from '../shared/failed-attempts';
import type { ClientDatabase } from './database';

/** What the audit log records; the database's CHECK on `audit_events.type` lists the same. */
export const AUDIT_EVENT_TYPES = [
  'login_succeeded',
  'login_failed',
  'password_changed',
  'cfdi_requested',
] as const;

export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** How the command and the dashboard name each event. */
export const AUDIT_EVENT_LABELS = {
  login_succeeded: 'inicio de sesión correcto',
  login_failed: 'inicio de sesión fallido',
  password_changed: 'cambio de contraseña',
  cfdi_requested: 'solicitud de CFDI',
} as const satisfies Record<AuditEventType, string>;

/** One audit entry. Never holds a password, a token or its hash. */
export interface AuditEvent {
  occurredAt: number;
  type: AuditEventType;
  email: string;
  clientId: number | null;
  /** The visitor's address, or null for a change made with the agency's command. */
  address: string | null;
}

/** An event as read back, with the tries it counts (more than 1 only for failed logins). */
export type RecordedAuditEvent = AuditEvent & { attempts: number };

/**
 * Writes an event. A failed login adds up with the others of the same e-mail from the same
 * network in the same 15 minutes (server/shared/failed-attempts.ts), so a stranger's tries grow a
 * count, not the table.
 */
export function recordAuditEvent(db: ClientDatabase, event: AuditEvent): void {
  const email = event.email.toLowerCase();
  const merge =
    event.type === 'login_failed'
      ? buildFailedAttemptKey([event.type, email], event.address, event.occurredAt)
      : { key: null, network: null };
  db.prepare(
    `INSERT INTO audit_events (occurred_at, type, email, client_id, address, merge_key)
     VALUES (@occurredAt, @type, @email, @clientId, @address, @key)
     ${merge.key === null ? '' : COUNT_FAILED_ATTEMPT}`,
  ).run({ ...event, email, ...merge });
}

/** The events recorded for an e-mail, newest first. */
export function listAuditEvents(
  db: ClientDatabase,
  email: string,
  limit: number,
): RecordedAuditEvent[] {
  return db
    .prepare(
      `SELECT occurred_at AS occurredAt, type, email, client_id AS clientId, address, attempts
       FROM audit_events WHERE email = ? ORDER BY occurred_at DESC, id DESC LIMIT ?`,
    )
    .all(email, limit) as RecordedAuditEvent[];
}
