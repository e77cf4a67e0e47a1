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

export function recordAuditEvent(db: ClientDatabase, event: AuditEvent): void {
  db.prepare(
    `INSERT INTO audit_events (occurred_at, type, email, client_id, address)
     VALUES (@occurredAt, @type, @email, @clientId, @address)`,
  ).run({ ...event, email: event.email.toLowerCase() });
}

/** The events recorded for an e-mail, newest first. */
export function listAuditEvents(db: ClientDatabase, email: string, limit: number): AuditEvent[] {
  return db
    .prepare(
      `SELECT occurred_at AS occurredAt, type, email, client_id AS clientId, address
       FROM audit_events WHERE email = ? ORDER BY occurred_at DESC, id DESC LIMIT ?`,
    )
    .all(email, limit) as AuditEvent[];
}
