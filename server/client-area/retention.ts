import { runNowAndHourly } from '../shared/hourly';
import { deleteExpiredTrustedDevices } from '../shared/trusted-devices';
import type { ClientDatabase } from './database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the audit log keeps an event (it holds the visitor's IP address): the 90 days the
 * privacy notice gives for access records (content/legal/politica-privacidad.md, «Conservación»).
 */
export const AUDIT_RETENTION_MS = 90 * DAY_MS;

/**
 * How long the outbox keeps a message that went out or failed: a year of what the client was
 * told, for the staff's questions; a pending one stays until it is delivered.
 */
export const MESSAGE_RETENTION_MS = 365 * DAY_MS;

/** How long a used or expired account link's hash is kept: enough to say why a link fails. */
export const LINK_RETENTION_MS = 30 * DAY_MS;

export type DeletedRecords = {
  auditEvents: number;
  sessions: number;
  trustedDevices: number;
  messages: number;
  accountLinks: number;
};

/**
 * Deletes what the site no longer keeps: audit events older than the retention period, sessions
 * that expired or were closed (a deleted session is as refused as a revoked one), the trust
 * of browsers that have not signed in for a year, messages sent or failed a year ago, and the
 * hashes of account links used or expired a month ago.
 */
export function deleteExpiredRecords(db: ClientDatabase, now: number): DeletedRecords {
  return db
    .transaction(() => ({
      auditEvents: db
        .prepare('DELETE FROM audit_events WHERE occurred_at <= ?')
        .run(now - AUDIT_RETENTION_MS).changes,
      sessions: db
        .prepare('DELETE FROM sessions WHERE expires_at <= ? OR revoked_at IS NOT NULL')
        .run(now).changes,
      trustedDevices: deleteExpiredTrustedDevices(db, now),
      messages: db
        .prepare("DELETE FROM outbox WHERE status <> 'pendiente' AND created_at <= ?")
        .run(now - MESSAGE_RETENTION_MS).changes,
      accountLinks: db
        .prepare('DELETE FROM account_links WHERE coalesce(used_at, expires_at) <= ?')
        .run(now - LINK_RETENTION_MS).changes,
    }))
    .immediate();
}

/** Deletes expired records now and every hour while the process runs; returns what stops it. */
export function keepClientRetention(db: ClientDatabase, now: () => number = Date.now): () => void {
  return runNowAndHourly(() => deleteExpiredRecords(db, now()));
}
