import { runNowAndHourly } from '../shared/hourly';
import { deleteExpiredTrustedDevices } from '../shared/trusted-devices';
import type { StaffDatabase } from './database';
import { deleteExpiredStaffSessions } from './store';

/** The staff audit log keeps a year: long enough to look back on who did what. */
export const STAFF_AUDIT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Deletes ended sessions and pending sign-ins, audit entries past their year, and the trust of
 * browsers that have not signed in for a year.
 */
export function deleteExpiredStaffRecords(db: StaffDatabase, now: number): void {
  db.transaction(() => {
    deleteExpiredStaffSessions(db, now);
    deleteExpiredTrustedDevices(db, now);
    db.prepare('DELETE FROM staff_audit WHERE occurred_at <= ?').run(
      now - STAFF_AUDIT_RETENTION_MS,
    );
  }).immediate();
}

/** Deletes expired records now and every hour while the process runs; returns what stops it. */
export function keepStaffRetention(db: StaffDatabase, now: () => number = Date.now): () => void {
  return runNowAndHourly(() => deleteExpiredStaffRecords(db, now()));
}
