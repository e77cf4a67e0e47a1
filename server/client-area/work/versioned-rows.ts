// server/client-area: Node only. The rows the agency edits (services, projects, invoices): read at a version, changed only at that version, each change audited before → after.
import { toMexicoCityDate } from '../../../lib/site/mexico-city-date';
import { endRequestSchema } from '../../../lib/staff-area/client-work-contract';
import { conflict, notFound } from '../client-work-error';
import type { ClientDatabase } from '../database';
import {
  clientEmail,
  diffRows,
  parseClientWork,
  recordWork,
  runAudited,
  runUnique,
  type ClientWorkAction,
  type Row,
  type WorkActor,
} from './work-audit';

export type VersionedTable = 'services' | 'projects' | 'invoices';

/** How a refusal names a row of each table. */
const ROW_WORDS = {
  services: { missing: 'No existe ese servicio.', changed: 'El servicio cambió', pronoun: 'lo' },
  projects: { missing: 'No existe ese proyecto.', changed: 'El proyecto cambió', pronoun: 'lo' },
  invoices: { missing: 'No existe esa factura.', changed: 'La factura cambió', pronoun: 'la' },
} as const satisfies Record<VersionedTable, object>;

export type StoredRow = Row & { id: number; client_id: number; version: number };

export function requireRow<R extends Row = StoredRow>(
  db: ClientDatabase,
  table: VersionedTable,
  id: number,
): R {
  const row = db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as R | undefined;
  if (!row) throw notFound(ROW_WORDS[table].missing);
  return row;
}

/** How the log names a row: `factura CV-1042 de ana@ejemplo.mx`. */
export function describeRow(db: ClientDatabase, table: VersionedTable, row: Row): string {
  const owner = clientEmail(db, row.client_id as number);
  if (table === 'services') return `servicio ${String(row.domain)} de ${owner}`;
  if (table === 'projects') return `proyecto "${String(row.name)}" de ${owner}`;
  return `factura ${String(row.number)} de ${owner}`;
}

/** Records the change of a row from `before` to what it is now. */
export function recordRowChange(
  db: ClientDatabase,
  by: WorkActor,
  action: ClientWorkAction,
  table: VersionedTable,
  before: Row | null,
  id: number,
): void {
  const after = requireRow(db, table, id);
  recordWork(db, by, action, {
    detail: describeRow(db, table, after),
    clientId: after.client_id,
    changes: diffRows(before, after),
  });
}

/**
 * Applies `assignments` to a row if it is still at `version`, moving it to the next one, and
 * records what changed. A row saved by someone else since it was read is left as they saved it.
 */
export function updateVersioned(
  db: ClientDatabase,
  table: VersionedTable,
  id: number,
  version: number,
  assignments: string,
  values: Record<string, unknown>,
  change: { by: WorkActor; action: ClientWorkAction; uniqueMessage?: string },
): void {
  runAudited(db, () => {
    const before = requireRow(db, table, id);
    const update = () =>
      db
        .prepare(
          `UPDATE ${table} SET ${assignments}, version = version + 1
           WHERE id = @id AND version = @version`,
        )
        .run({ ...values, id, version });
    if (runUnique(update, change.uniqueMessage ?? '').changes !== 1) {
      const words = ROW_WORDS[table];
      throw conflict(
        `${words.changed} desde que ${words.pronoun} abriste: alguien más guardó antes. Vuelve a cargar${words.pronoun} y repite tu cambio.`,
      );
    }
    recordRowChange(db, change.by, change.action, table, before, id);
  });
}

/** The columns an edit of a service or a project may change, by the request's field. */
const EDITABLE_COLUMNS = {
  services: {
    domain: 'domain',
    hostingPlan: 'hosting_plan',
    renewalDate: 'renewal_date',
    mailboxes: 'mailboxes',
  },
  projects: {
    name: 'name',
    status: 'status',
    progress: 'progress',
    deliveryDate: 'delivery_date',
  },
} as const;

/**
 * Changes the fields given of a service or a project read at `version`: each column takes its
 * field's value, or keeps its own where the field was left out.
 */
export function editRow(
  db: ClientDatabase,
  table: keyof typeof EDITABLE_COLUMNS,
  id: number,
  { version, ...changes }: { version: number },
  change: { by: WorkActor; action: ClientWorkAction; uniqueMessage: string },
): void {
  const columns = Object.entries(EDITABLE_COLUMNS[table]);
  updateVersioned(
    db,
    table,
    id,
    version,
    columns.map(([field, column]) => `${column} = coalesce(@${field}, ${column})`).join(', '),
    { ...Object.fromEntries(columns.map(([field]) => [field, null])), ...changes },
    change,
  );
}

/** Today in Mexico City, the agency's calendar, when no day is given. */
export const toDay = (day: string | undefined, now: number) => day ?? toMexicoCityDate(now);

/** Ends a service or a project: it leaves the client's panel and stays in the dashboard. */
export function endRow(
  db: ClientDatabase,
  table: 'services' | 'projects',
  id: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, table, id);
  const { version, endedOn } = parseClientWork(endRequestSchema, input);
  updateVersioned(
    db,
    table,
    id,
    version,
    'ended_on = @endedOn',
    { endedOn: toDay(endedOn, by.at) },
    { by, action: table === 'services' ? 'servicio_terminado' : 'proyecto_terminado' },
  );
}
