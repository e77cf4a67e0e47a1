import type { SqliteDatabase } from '../database';
import { composeMail, readRecipient, type RenderedMail } from './compose';
import { classifyFailure, PermanentMailError } from './delivery-failure';
import { createDeliveryStore, type ClaimedRow, type Outcome } from './delivery-store';
import { onMessageQueued, type OutboxMessage } from './outbox';
import type { OutboxRow } from './outbox-view';
import type { MailTransport } from './transport';

export { LEASE_MS } from './delivery-store';

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

/** Lets the API's requests in between two messages: a long queue never holds the process. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
  const store = createDeliveryStore(db, failureNotice);

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

  /** Renders and sends one claimed message; what happened, to be marked. */
  async function attempt(row: ClaimedRow): Promise<Outcome> {
    try {
      const recipients = listRecipients(row);
      const rendered = await render(row.template, JSON.parse(row.data));
      const message = composeMail(recipients, rendered, row.messageId);
      return { handOver: await transport.send(message, fileNameOf(row)) };
    } catch (error) {
      return { failure: classifyFailure(error) };
    }
  }

  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;

  async function drain(): Promise<number> {
    let sent = 0;
    let row = store.claimNext(now());
    while (row) {
      const outcome = await attempt(row);
      if ('handOver' in outcome) sent += 1;
      row = store.settle(row, outcome, now(), !stopped);
      if (!row) break;
      await yieldToEventLoop();
      if (stopped) {
        store.release(row.id);
        break;
      }
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
