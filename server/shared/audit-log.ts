import type { AuditKind } from '../../lib/staff-area/staff-constants';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { SqliteDatabase } from './database';
import { COUNT_FAILED_ATTEMPT } from './failed-attempts';

// The staff audit log is one table shape in two files: the staff's own (sign-ins, accounts, CSV
// downloads) in staff.db, and the client work's in clients.db, where each row is written in the
// same transaction as the change it records. The dashboard and `npm run personal -- auditoria`
// read both with the same query and merge them by time. Each file's migrations create the table
// (server/staff/database.ts, server/client-area/database.ts).
//
// A search compares folded text (foldSearchText): each row stores a folded copy of who did it and
// of what it was done on with each change, written with the row, since SQLite's lower() knows
// ASCII only. Pages follow a cursor (the last row shown), never an offset, so the 9 999th page
// reads as few rows as the first.

export type { AuditKind };

/** One field's value before and after a change, as the log shows them. */
export type FieldChange = { field: string; before: string; after: string };

export type AuditRow = {
  occurredAt: number;
  /** The staff member's e-mail, `Nombre (cuenta, línea de comandos)`, or '' for an unknown account. */
  actor: string;
  action: string;
  kind: AuditKind;
  /** What it was done on, e.g. `factura CV-1042 de ana@ejemplo.mx`. */
  detail: string;
  /** The address of the request, or null for the command line. */
  address: string | null;
  clientId?: number | null;
  changes?: FieldChange[];
};

/** A row as read back: its id in its file, and the tries it counts (over 1 only for failures). */
export type StoredAuditRow = AuditRow & { id: number; attempts: number; changes: FieldChange[] };

/**
 * Text as the log's search compares it: decomposed (NFD), in lower case, without accents or other
 * combining marks, so «ÁRBOL ÑANDÚ», «arbol nandu» and «árbol ñandú» are one text.
 */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '');
}

/** The folded text the `sobre` filter searches: what it was done on, and each field and value. */
function foldSubject(detail: string, changes: readonly FieldChange[]): string {
  const parts = changes.flatMap(({ field, before, after }) => [field, before, after]);
  return foldSearchText([detail, ...parts].join('\n'));
}

const INSERT_ROW = `INSERT INTO staff_audit (occurred_at, actor, action, kind, detail, address,
    client_id, changes, search_actor, search_subject, merge_key)
  VALUES (@occurredAt, @actor, @action, @kind, @detail, @address, @clientId, @changes, @searchActor,
    @searchSubject, @mergeKey)`;

function toStoredValues(row: AuditRow, mergeKey: string | null) {
  // An e-mail is stored as sign-in reads it; a person's name («Ana López (ana, línea de
  // comandos)») keeps its capitals.
  const actor = row.actor.includes(' ') ? row.actor : row.actor.toLowerCase();
  const changes = row.changes ?? [];
  return {
    ...row,
    actor,
    clientId: row.clientId ?? null,
    changes: JSON.stringify(changes),
    searchActor: foldSearchText(actor),
    searchSubject: foldSubject(row.detail, changes),
    mergeKey,
  };
}

/** Writes one row; inside the caller's transaction when there is one. */
export function recordAuditRow(db: SqliteDatabase, row: AuditRow): void {
  db.prepare(INSERT_ROW).run(toStoredValues(row, null));
}

/**
 * Counts a failed try in the row of its key (buildFailedAttemptKey of failed-attempts.ts), which
 * the first try of the key writes: the row keeps the first try's time and counts the others.
 */
export function countAuditAttempt(
  db: SqliteDatabase,
  row: AuditRow,
  { key, network }: { key: string; network: string | null },
): void {
  db.prepare(`${INSERT_ROW} ${COUNT_FAILED_ATTEMPT}`).run({
    ...toStoredValues(row, key),
    network,
  });
}

/**
 * A migration of both files' table: the folded copies, filled in for the rows already there,
 * the count of tries and the key that finds a failure's row, and the kind's index where it was
 * missing. Part of both areas' migrations: never edit it once shipped, add another.
 */
export function addAuditSearch(db: SqliteDatabase): void {
  db.exec(`ALTER TABLE staff_audit ADD COLUMN search_actor TEXT NOT NULL DEFAULT '';
    ALTER TABLE staff_audit ADD COLUMN search_subject TEXT NOT NULL DEFAULT '';
    ALTER TABLE staff_audit ADD COLUMN attempts INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE staff_audit ADD COLUMN merge_key TEXT;
    CREATE UNIQUE INDEX staff_audit_merge ON staff_audit(merge_key) WHERE merge_key IS NOT NULL;
    CREATE INDEX IF NOT EXISTS staff_audit_kind ON staff_audit(kind, occurred_at);`);
  db.function('fold_audit_actor', { deterministic: true }, (actor) =>
    foldSearchText(String(actor)),
  );
  db.function('fold_audit_subject', { deterministic: true }, (detail, changes) =>
    foldSubject(String(detail), JSON.parse(String(changes)) as FieldChange[]),
  );
  db.exec(`UPDATE staff_audit SET search_actor = fold_audit_actor(actor),
    search_subject = fold_audit_subject(detail, changes)`);
}

export type AuditFilter = {
  kind?: AuditKind;
  /** Part of the actor's e-mail or name, in any case and with or without accents. */
  actor?: string;
  /** The e-mails of the staff whose name holds `actor`: their rows match too. */
  actors?: readonly string[];
  /**
   * Part of what it was done on (a client's e-mail, an invoice number) or of a change (a field, a
   * value before or after), in any case and with or without accents.
   */
  subject?: string;
  /** Times from `from` (included) to `to` (excluded), in milliseconds. */
  from?: number;
  to?: number;
  /** Only the rows after this one of the file in the log's order: older, or as old and lower id. */
  before?: { occurredAt: number; id: number };
};

/** One file's rows for a filter, newest first, at most `limit`. */
export type AuditSource = (filter: AuditFilter, limit: number) => StoredAuditRow[];

const LAST_TIME = Number.MAX_SAFE_INTEGER;

/**
 * The SQL and parameters of listAuditRows. The bounds on time, the cursor's included, make one
 * range on `occurred_at` (a single upper bound: with two, SQLite may take the other for the range
 * and read every newer row), so the time index (or the kind's, with a kind) both finds the first
 * row and gives the order: no query sorts the file or reads the pages before its own.
 */
export function buildAuditQuery(filter: AuditFilter, limit: number) {
  const where = [
    'occurred_at >= @from',
    'occurred_at <= @until',
    '(occurred_at < @beforeAt OR id < @beforeId)',
  ];
  if (filter.kind !== undefined) where.push('kind = @kind');
  if (filter.actor !== undefined) {
    where.push(
      '(instr(search_actor, @actor) > 0 OR actor IN (SELECT value FROM json_each(@actors)))',
    );
  }
  if (filter.subject !== undefined) where.push('instr(search_subject, @subject) > 0');
  const sql = `SELECT id, occurred_at AS occurredAt, actor, action, kind, detail, address,
      client_id AS clientId, changes, attempts
    FROM staff_audit WHERE ${where.join(' AND ')}
    ORDER BY occurred_at DESC, id DESC LIMIT @limit`;
  const params = {
    from: filter.from ?? 0,
    // Times are whole milliseconds: before `to` is up to `to - 1`.
    until: Math.min((filter.to ?? LAST_TIME) - 1, filter.before?.occurredAt ?? LAST_TIME),
    beforeAt: filter.before?.occurredAt ?? LAST_TIME,
    beforeId: filter.before?.id ?? LAST_TIME,
    limit,
    ...(filter.kind === undefined ? {} : { kind: filter.kind }),
    ...(filter.actor === undefined
      ? {}
      : {
          actor: foldSearchText(filter.actor),
          actors: JSON.stringify((filter.actors ?? []).map((email) => email.toLowerCase())),
        }),
    ...(filter.subject === undefined ? {} : { subject: foldSearchText(filter.subject) }),
  };
  return { sql, params };
}

/** The newest `limit` rows of one file that match `filter` (after its cursor), newest first. */
export function listAuditRows(
  db: SqliteDatabase,
  filter: AuditFilter,
  limit: number,
): StoredAuditRow[] {
  const { sql, params } = buildAuditQuery(filter, limit);
  const rows = db.prepare(sql).all(params) as (Omit<StoredAuditRow, 'changes'> & {
    changes: string;
  })[];
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as FieldChange[] }));
}

/** The last row of a page: its time, its id, and its file (the index of its source). */
export type AuditCursor = { occurredAt: number; id: number; source: number };

/**
 * The page after `after` (from the start without it) of the log merged from several files. The
 * log's order is the newest first, then the files in the order given, then the highest id; each
 * file gives at most `pageSize + 1` rows past the cursor, so any page reads what the first does.
 */
export function listAuditPage(
  sources: readonly AuditSource[],
  filter: AuditFilter,
  after: AuditCursor | null,
  pageSize: number,
): { rows: (StoredAuditRow & { source: number })[]; next: AuditCursor | null } {
  const merged = sources
    .flatMap((source, index) => {
      // The cursor's own file resumes below its id; a file listed before it already showed its
      // rows of that same millisecond, and one listed after has shown none of them.
      const id = index < (after?.source ?? 0) ? 0 : index === after?.source ? after.id : LAST_TIME;
      const before = after ? { occurredAt: after.occurredAt, id } : undefined;
      return source({ ...filter, before }, pageSize + 1).map((row) => ({ ...row, source: index }));
    })
    .sort((a, b) => b.occurredAt - a.occurredAt || a.source - b.source || b.id - a.id);
  const rows = merged.slice(0, pageSize);
  const last = rows.at(-1);
  const next =
    merged.length > pageSize && last
      ? { occurredAt: last.occurredAt, id: last.id, source: last.source }
      : null;
  return { rows, next };
}

/**
 * The changes as one line of text, each value quoted with its `"` and `\` escaped, so a value that
 * holds `;`, `:` or `→` cannot read as another field: `Monto: "$450.00" → "$1.00"; Estado: …`.
 */
export function describeChanges(changes: readonly FieldChange[]): string {
  const quote = (value: string) => JSON.stringify(value);
  return changes
    .map(({ field, before, after }) =>
      before === '' ? `${field}: ${quote(after)}` : `${field}: ${quote(before)} → ${quote(after)}`,
    )
    .join('; ');
}

/**
 * Another area's file opened read-only for its audit rows, or null when it does not exist yet or
 * has no audit table: a command that reads the whole log opens it without migrating it.
 */
export function openAuditFile(filePath: string): SqliteDatabase | null {
  if (!existsSync(filePath)) return null;
  const db = new Database(filePath, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const hasTable = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'staff_audit'")
    .get();
  if (hasTable) return db;
  db.close();
  return null;
}
