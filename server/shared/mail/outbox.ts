import { createHash } from 'node:crypto';
import type { SqliteDatabase } from '../database';

/**
 * A message to send because something happened. `key` names the event (`factura_nueva:42`,
 * `recordatorio:42:antes-3`): the outbox keeps one message per key, so the same event never
 * queues twice, however often the code that causes it runs.
 */
export interface OutboxMessage {
  key: string;
  template: string;
  /** `cliente`: `recipient` is the client's address; `equipo`: the managers, read when sending. */
  audience: 'cliente' | 'equipo';
  recipient: string;
  clientId: number | null;
  /** How the staff's outbox lists it: «Factura CV-1042», «Invitación a ana@ejemplo.mx». */
  summary: string;
  data: unknown;
}

/** The domain of every Message-ID: the same message always carries the same one. */
const MESSAGE_ID_DOMAIN = 'correo.codigoverde';

/** The stable `Message-ID` of an event's message, so a repeat after a crash is recognisable. */
export function buildMessageId(key: string): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 40);
  return `<${digest}@${MESSAGE_ID_DOMAIN}>`;
}

/** Anything that wakes the sender once a transaction that queued messages has committed. */
const listeners = new Set<() => void>();

/** Calls `listener` after each queued message (once the caller's work has returned). */
export function onMessageQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Writes `message` to the outbox. Call it inside the transaction of the change that causes it,
 * so both commit or neither does. Returns false when its event had already queued a message
 * (nothing is written then).
 */
export function enqueueMessage(db: SqliteDatabase, message: OutboxMessage, at: number): boolean {
  const { changes } = db
    .prepare(
      `INSERT INTO outbox (event_key, template, audience, recipient, client_id, summary, data,
         message_id, created_at, next_attempt_at)
       VALUES (@key, @template, @audience, @recipient, @clientId, @summary, @data, @messageId,
         @at, @at)
       ON CONFLICT (event_key) DO NOTHING`,
    )
    .run({
      ...message,
      data: JSON.stringify(message.data),
      messageId: buildMessageId(message.key),
      at,
    });
  if (changes > 0) announceQueued();
  return changes > 0;
}

/** Wakes the sender after the caller's synchronous transaction: it reads a committed row. */
function announceQueued(): void {
  setImmediate(() => listeners.forEach((listener) => listener()));
}

/**
 * Puts a failed message back in the queue, to be tried at `at` with its tries counted from
 * zero. Returns false when the message is not a failed one (pending, sent or unknown).
 */
export function retryMessage(db: SqliteDatabase, id: number, at: number): boolean {
  const { changes } = db
    .prepare(
      `UPDATE outbox SET status = 'pendiente', attempts = 0, next_attempt_at = ?,
         claimed_until = NULL
       WHERE id = ? AND status = 'fallido'`,
    )
    .run(at, id);
  if (changes > 0) announceQueued();
  return changes > 0;
}
