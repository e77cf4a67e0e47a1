import type { SqliteDatabase } from '../database';
import { composeMail, readRecipient, type RenderedMail } from './compose';
import {
  classifyFailure,
  getRetryDelay,
  MAX_ATTEMPTS,
  PermanentMailError,
  type DeliveryFailure,
} from './delivery-failure';
import { enqueueMessage, onMessageQueued, type OutboxMessage } from './outbox';
import { OUTBOX_ROW_COLUMNS, type OutboxRow } from './outbox-view';
import type { HandOver, MailTransport } from './transport';

/**
 * How long a claimed message stays another sender's to leave alone. A process killed while
 * sending leaves its claim behind; once this passes, the message is tried again.
 */
export const LEASE_MS = 2 * 60_000;

/** How often the outbox is read for retries that came due, besides each queued message. */
const DEFAULT_POLL_MS = 30_000;

export interface MailSenderOptions {
  /** The clients' database, which holds the outbox. */
  db: SqliteDatabase;
  transport: MailTransport;
  /** Renders a template with the data the outbox stored for it. */
  render: (template: string, data: unknown) => Promise<RenderedMail>;
  /** The managers' addresses, for the messages whose audience is `equipo`. */
  listManagerAddresses: () => string[];
  /**
   * The managers' notice of a message that failed for good, queued in the transaction that marks
   * it; null for none (a message for the team itself, so a failure never notifies a failure).
   */
  failureNotice: (row: OutboxRow) => OutboxMessage | null;
  now?: () => number;
  pollMs?: number;
}

export interface MailSender {
  /** Delivers what is due now, then on each queued message and every `pollMs`. */
  start(): void;
  /** Stops waking and resolves once the message in hand is delivered and marked. */
  stop(): Promise<void>;
  /** Delivers every message due now, one at a time; resolves with how many went out. */
  deliverDue(): Promise<number>;
}

type ClaimedRow = OutboxRow & { data: string };

/** Lets the API's requests in between two messages: a long queue never holds the process. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The stored data without its `link`: a single-use token never stays once delivered. */
function scrubLink(data: string): string {
  const parsed: unknown = JSON.parse(data);
  if (typeof parsed !== 'object' || parsed === null || !('link' in parsed)) return data;
  const copy: Record<string, unknown> = { ...parsed };
  delete copy.link;
  return JSON.stringify(copy);
}

/** A name for the message's `.eml` file: its id and event, in characters every disk accepts. */
const fileNameOf = (row: OutboxRow) =>
  `${row.id}-${row.key.replace(/[^A-Za-z0-9_-]+/g, '-')}`.slice(0, 100);

/**
 * The outbox's sender. It claims one due message at a time with a lease (`claimed_until`), so
 * several processes on the same file never send the same one twice, renders it, hands it to the
 * transport and marks it in the table: sent (its link scrubbed), due again later (a temporary
 * failure, waiting longer each time) or failed (a permanent one, or too many tries; the
 * managers' notice is queued in the same transaction). Everything lives in the table, so a
 * restart resumes where the last process stopped.
 */
export function createMailSender({
  db,
  transport,
  render,
  listManagerAddresses,
  failureNotice,
  now = Date.now,
  pollMs = DEFAULT_POLL_MS,
}: MailSenderOptions): MailSender {
  const claimStatement = db.prepare(
    `UPDATE outbox SET claimed_until = @leaseEnd
     WHERE id = (
       SELECT id FROM outbox
       WHERE status = 'pendiente' AND next_attempt_at <= @at
         AND (claimed_until IS NULL OR claimed_until < @at)
       ORDER BY next_attempt_at, id LIMIT 1)
     RETURNING ${OUTBOX_ROW_COLUMNS}, data`,
  );
  const claimNext = db.transaction(
    (at: number) => claimStatement.get({ at, leaseEnd: at + LEASE_MS }) as ClaimedRow | undefined,
  );
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
  const markFailedStatement = db.prepare(
    `UPDATE outbox SET status = 'fallido', attempts = @attempts, claimed_until = NULL,
       last_error = @reason
     WHERE id = @id AND status = 'pendiente'`,
  );
  const markFailed = db.transaction((row: OutboxRow, at: number) => {
    const { id, attempts, lastError: reason } = row;
    if (markFailedStatement.run({ id, attempts, reason }).changes === 0) return;
    const notice = failureNotice(row);
    if (notice) enqueueMessage(db, notice, at);
  });

  /** Who receives `row`: its client, or every manager at once. */
  function listRecipients(row: OutboxRow): string[] {
    if (row.audience === 'cliente') return [readRecipient(row.recipient)];
    const addresses = new Map<string, string>();
    for (const address of listManagerAddresses()) {
      try {
        const plain = readRecipient(address);
        addresses.set(plain.toLowerCase(), plain);
      } catch {
        // A manager's unusable address leaves the others their message.
      }
    }
    if (addresses.size === 0) {
      throw new PermanentMailError('No hay ningún gerente con un correo al que enviarlo.');
    }
    return [...addresses.values()];
  }

  function recordFailure(row: ClaimedRow, { permanent, reason }: DeliveryFailure, at: number) {
    const attempts = row.attempts + 1;
    if (!permanent && attempts < MAX_ATTEMPTS) {
      markRetry.run({ id: row.id, attempts, next: at + getRetryDelay(attempts), reason });
      return;
    }
    const lastError = permanent ? reason : `Sin entregar tras ${attempts} intentos: ${reason}`;
    const failed: OutboxRow & { data?: string } = {
      ...row,
      status: 'fallido',
      attempts,
      lastError,
    };
    // The notice reads the row as the staff do: without its data.
    delete failed.data;
    markFailed.immediate(failed, at);
  }

  /** Sends one claimed message and marks the outcome; true when it went out. */
  async function deliver(row: ClaimedRow): Promise<boolean> {
    let handOver: HandOver;
    try {
      const recipients = listRecipients(row);
      const rendered = await render(row.template, JSON.parse(row.data));
      handOver = await transport.send(
        composeMail(recipients, rendered, row.messageId),
        fileNameOf(row),
      );
    } catch (error) {
      recordFailure(row, classifyFailure(error), now());
      return false;
    }
    markSent.run({
      id: row.id,
      at: now(),
      data: scrubLink(row.data),
      note: handOver.refused.length ? `Rechazado: ${handOver.refused.join('; ')}` : null,
    });
    return true;
  }

  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  async function drain(): Promise<number> {
    let sent = 0;
    for (let row = claimNext.immediate(now()); row; row = claimNext.immediate(now())) {
      if (await deliver(row)) sent += 1;
      if (stopped) break;
      await yieldToEventLoop();
    }
    return sent;
  }

  function deliverDue(): Promise<number> {
    if (running) {
      // A message queued while the run was ending: the run goes round once more.
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await drain();
      } while (again && !stopped);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const wake = () => {
    if (stopped) return;
    deliverDue().catch((error: unknown) => console.error('Correo: el envío se detuvo.', error));
  };

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  return {
    start() {
      stopped = false;
      unsubscribe = onMessageQueued(wake);
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await running?.catch(() => undefined);
    },
    deliverDue,
  };
}
