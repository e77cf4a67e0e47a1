import type { ClientDatabase } from './database';
import { deleteExpiredVisits } from './visits';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long the audit log keeps an event (it holds the visitor's IP address): the 90 days the
 * privacy notice gives for access records (content/legal/politica-privacidad.md, «Conservación»).
 */
export const AUDIT_RETENTION_MS = 90 * DAY_MS;

/** How often a running API deletes what has expired. */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export type DeletedRecords = { auditEvents: number; sessions: number };

/**
 * Deletes what the site no longer keeps: audit events older than the retention period, and
 * sessions that expired or were closed (a deleted session is as refused as a revoked one).
 */
export function deleteExpiredRecords(db: ClientDatabase, now: number): DeletedRecords {
  return db.transaction(() => ({
    auditEvents: db
      .prepare('DELETE FROM audit_events WHERE occurred_at <= ?')
      .run(now - AUDIT_RETENTION_MS).changes,
    sessions: db
      .prepare('DELETE FROM sessions WHERE expires_at <= ? OR revoked_at IS NOT NULL')
      .run(now).changes,
  }))();
}

/** Everything retention does at once: expired records, and the visit counts' daily close. */
function sweep(db: ClientDatabase, now: number): void {
  deleteExpiredRecords(db, now);
  deleteExpiredVisits(db, now);
}

/**
 * Deletes expired records and closes ended days of visit counts now and then every
 * `RETENTION_INTERVAL_MS` while the process runs (the timer does not keep it alive). Returns the
 * function that stops it.
 */
export function keepRetention(db: ClientDatabase, now: () => number = Date.now): () => void {
  sweep(db, now());
  const timer = setInterval(() => sweep(db, now()), RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
