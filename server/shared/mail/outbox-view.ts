import type { OutboxEntry, OutboxStatus } from '../../../lib/staff-area/client-work-contract';
import type { SqliteDatabase } from '../database';

/** One outbox row as the staff and the sender read it; never its data, which may hold a link. */
export interface OutboxRow {
  id: number;
  key: string;
  template: string;
  audience: 'cliente' | 'equipo';
  recipient: string;
  clientId: number | null;
  summary: string;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
}

/** The columns of an `OutboxRow`, for every query that reads one. */
export const OUTBOX_ROW_COLUMNS = `id, event_key AS key, template, audience, recipient,
  client_id AS clientId, summary, message_id AS messageId, status, attempts,
  created_at AS createdAt, next_attempt_at AS nextAttemptAt, sent_at AS sentAt,
  last_error AS lastError`;

/** The most rows one page returns. */
const MAX_PAGE = 200;

const clampLimit = (limit: number) => Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE);

export interface OutboxQuery {
  status?: OutboxStatus;
  /** The id the previous page ended on: this page starts below it. */
  before?: number;
  limit?: number;
}

/**
 * A page of the outbox, newest first. Pages follow the id (`before` is the last id of the page
 * before), so the 500th page costs what the first does.
 */
export function listOutbox(
  db: SqliteDatabase,
  { status, before, limit = 50 }: OutboxQuery = {},
): OutboxRow[] {
  const conditions = [status ? 'status = @status' : '', before ? 'id < @before' : ''].filter(
    Boolean,
  );
  return db
    .prepare(
      `SELECT ${OUTBOX_ROW_COLUMNS} FROM outbox
       ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
       ORDER BY id DESC LIMIT @limit`,
    )
    .all({ status, before, limit: clampLimit(limit) }) as OutboxRow[];
}

/** How many messages wait, went out and failed. */
export function countOutbox(db: SqliteDatabase): Record<OutboxStatus, number> {
  const counts = { pendiente: 0, enviado: 0, fallido: 0 };
  const rows = db.prepare('SELECT status, COUNT(*) AS count FROM outbox GROUP BY status').all() as {
    status: OutboxStatus;
    count: number;
  }[];
  rows.forEach(({ status, count }) => (counts[status] = count));
  return counts;
}

/** The newest messages queued for one client, newest first. */
export function listClientMessages(db: SqliteDatabase, clientId: number, limit = 50): OutboxRow[] {
  return db
    .prepare(
      `SELECT ${OUTBOX_ROW_COLUMNS} FROM outbox WHERE client_id = ? ORDER BY id DESC LIMIT ?`,
    )
    .all(clientId, clampLimit(limit)) as OutboxRow[];
}

/** How the staff's outbox names the recipient of a message for the team. */
export const MANAGERS_RECIPIENT = 'Gerentes del equipo';

const toIso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** A row as the staff's outbox shows it; `labels` name each template («Factura nueva»). */
export function toOutboxEntry(
  row: OutboxRow,
  labels: Readonly<Record<string, string>>,
): OutboxEntry {
  return {
    id: row.id,
    template: row.template,
    label: labels[row.template] ?? row.template,
    summary: row.summary,
    recipient: row.audience === 'equipo' ? MANAGERS_RECIPIENT : row.recipient,
    clientId: row.clientId,
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: toIso(row.sentAt),
    nextAttemptAt: row.status === 'pendiente' ? toIso(row.nextAttemptAt) : null,
    error: row.lastError,
  };
}
