import type { SqliteDatabase } from '../database';
import { getRetryDelay, MAX_ATTEMPTS, type DeliveryFailure } from './delivery-failure';
import { enqueueMessage, type OutboxMessage } from './outbox';
import { OUTBOX_ROW_COLUMNS, type OutboxRow } from './outbox-view';
import type { HandOver } from './transport';

/**
 * How long a claimed message stays another sender's to leave alone. A process killed while
 * sending leaves its claim behind; once this passes, the message is tried again.
 */
export const LEASE_MS = 2 * 60_000;

/** A message claimed for sending, with the data its template renders. */
export type ClaimedRow = OutboxRow & { data: string };

/** What became of one try: handed over, or why not. */
export type Outcome = { handOver: HandOver } | { failure: DeliveryFailure };

/** The stored data without its `link`: a single-use token never stays once delivered. */
function scrubLink(data: string): string {
  const parsed: unknown = JSON.parse(data);
  if (typeof parsed !== 'object' || parsed === null || !('link' in parsed)) return data;
  const copy: Record<string, unknown> = { ...parsed };
  delete copy.link;
  return JSON.stringify(copy);
}

/**
 * The sender's reads and writes of the outbox. A claim is one statement in an immediate
 * transaction, so two processes on the same file never claim the same message; each mark
 * applies only to a message still pending.
 */
export function createDeliveryStore(
  db: SqliteDatabase,
  failureNotice: (row: OutboxRow) => OutboxMessage | null,
) {
  const claimStatement = db.prepare(
    `UPDATE outbox SET claimed_until = @leaseEnd
     WHERE id = (
       SELECT id FROM outbox
       WHERE status = 'pendiente' AND next_attempt_at <= @at
         AND (claimed_until IS NULL OR claimed_until < @at)
       ORDER BY next_attempt_at, id LIMIT 1)
     RETURNING ${OUTBOX_ROW_COLUMNS}, data`,
  );
  const claim = (at: number) =>
    claimStatement.get({ at, leaseEnd: at + LEASE_MS }) as ClaimedRow | undefined;
  const release = db.prepare('UPDATE outbox SET claimed_until = NULL WHERE id = ?');
  const markSent = db.prepare(
    `UPDATE outbox SET status = 'enviado', sent_at = @at, attempts = attempts + 1, data = @data,
       claimed_until = NULL, last_error = @note
     WHERE id = @id AND status = 'pendiente'`,
  );
  const markRetry = db.prepare(
    `UPDATE outbox SET attempts = @attempts, next_attempt_at = @next, claimed_until = NULL,
       last_error = @reason
     WHERE id = @id AND status = 'pendiente'`,
  );
  const markFailed = db.prepare(
    `UPDATE outbox SET status = 'fallido', attempts = @attempts, claimed_until = NULL,
       last_error = @reason
     WHERE id = @id AND status = 'pendiente'`,
  );

  /** Due again later, waiting longer each time; failed for good past the last try. */
  function recordFailure(row: ClaimedRow, { permanent, reason }: DeliveryFailure, at: number) {
    const attempts = row.attempts + 1;
    if (!permanent && attempts < MAX_ATTEMPTS) {
      markRetry.run({ id: row.id, attempts, next: at + getRetryDelay(attempts), reason });
      return;
    }
    const lastError = permanent ? reason : `Sin entregar tras ${attempts} intentos: ${reason}`;
    if (markFailed.run({ id: row.id, attempts, reason: lastError }).changes === 0) return;
    // The notice reads the row as the staff do: without its data.
    const failed: OutboxRow & { data?: string } = {
      ...row,
      status: 'fallido',
      attempts,
      lastError,
    };
    delete failed.data;
    const notice = failureNotice(failed);
    if (notice) enqueueMessage(db, notice, at);
  }

  return {
    /** Claims the next due message, if any, for `LEASE_MS`. */
    claimNext: db.transaction(claim).immediate,
    /**
     * Marks `row` with its outcome (a failed message's notice queued with it) and, when `next`,
     * claims the next due message: one commit, one disk sync, per message.
     */
    settle: db.transaction((row: ClaimedRow, outcome: Outcome, at: number, next: boolean) => {
      if ('failure' in outcome) recordFailure(row, outcome.failure, at);
      else {
        const { refused } = outcome.handOver;
        markSent.run({
          id: row.id,
          at,
          data: scrubLink(row.data),
          note: refused.length ? `Rechazado: ${refused.join('; ')}` : null,
        });
      }
      return next ? claim(at) : undefined;
    }).immediate,
    /** Gives a claimed message back untried. */
    release: (id: number) => release.run(id),
  };
}
