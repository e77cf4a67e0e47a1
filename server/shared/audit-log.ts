import type { AuditKind } from '../../lib/staff-area/staff-constants';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { SqliteDatabase } from './database';

// The staff audit log is one table shape in two files: the staff's own (sign-ins, accounts, CSV
// downloads) in staff.db, and the client work's in clients.db, where each row is written in the
// same transaction as the change it records. The dashboard and `npm run personal -- auditoria`
// read both with the same query and merge them by time. Each file's migrations create the table
// (server/staff/database.ts, server/client-area/database.ts).

export type { AuditKind };

/** One field's value before and after a change, as the log shows them. */
export type FieldChange = { field: string; before: string; after: string };

export type AuditRow = {
  occurredAt: number;
  /** The staff member's e-mail, `usuario (línea de comandos)`, or '' for an unknown account. */
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

/** Writes one row; inside the caller's transaction when there is one. */
export function recordAuditRow(db: SqliteDatabase, row: AuditRow): void {
  db.prepare(
    `INSERT INTO staff_audit (occurred_at, actor, action, kind, detail, address, client_id, changes)
     VALUES (@occurredAt, @actor, @action, @kind, @detail, @address, @clientId, @changes)`,
  ).run({
    ...row,
    actor: row.actor.toLowerCase(),
    clientId: row.clientId ?? null,
    changes: JSON.stringify(row.changes ?? []),
  });
}

export type AuditFilter = {
  kind?: AuditKind;
  /** Part of the actor's e-mail or name, any case. */
  actor?: string;
  /** Part of what it was done on (a client's e-mail, an invoice number), any case. */
  subject?: string;
  /** Times from `from` (included) to `to` (excluded), in milliseconds. */
  from?: number;
  to?: number;
};

type StoredRow = Omit<AuditRow, 'changes'> & { id: number; changes: string };

/**
 * The newest `limit` rows of one file that match `filter`, newest first. `like` escapes are
 * needed because a search text may hold `%` or `_`.
 */
export function listAuditRows(
  db: SqliteDatabase,
  filter: AuditFilter,
  limit: number,
): (AuditRow & { id: number })[] {
  const like = (text: string | undefined) =>
    text === undefined ? null : `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  const rows = db
    .prepare(
      `SELECT id, occurred_at AS occurredAt, actor, action, kind, detail, address,
         client_id AS clientId, changes
       FROM staff_audit
       WHERE (@kind IS NULL OR kind = @kind)
         AND (@actor IS NULL OR lower(actor) LIKE @actor ESCAPE '\\')
         AND (@subject IS NULL OR lower(detail) LIKE @subject ESCAPE '\\')
         AND (@from IS NULL OR occurred_at >= @from)
         AND (@to IS NULL OR occurred_at < @to)
       ORDER BY occurred_at DESC, id DESC LIMIT @limit`,
    )
    .all({
      kind: filter.kind ?? null,
      actor: like(filter.actor),
      subject: like(filter.subject),
      from: filter.from ?? null,
      to: filter.to ?? null,
      limit,
    }) as StoredRow[];
  return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) as FieldChange[] }));
}

/**
 * One page of the log merged from several files, newest first: each file gives its newest
 * rows up to the end of the page, so no row of a later page is needed to order this one.
 */
export function listAuditPage(
  sources: readonly ((limit: number) => AuditRow[])[],
  page: number,
  pageSize: number,
): { rows: AuditRow[]; hasMore: boolean } {
  const end = page * pageSize;
  const merged = sources
    .flatMap((source) => source(end + 1))
    .sort((a, b) => b.occurredAt - a.occurredAt);
  return { rows: merged.slice(end - pageSize, end), hasMore: merged.length > end };
}

/** "Monto: 450.00 → 1.00; Estado: pendiente → pagada". */
export function describeChanges(changes: readonly FieldChange[]): string {
  return changes
    .map(({ field, before, after }) =>
      before === '' ? `${field}: ${after}` : `${field}: ${before} → ${after}`,
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
