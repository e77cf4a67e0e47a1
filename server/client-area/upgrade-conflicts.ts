// server/client-area: Node only. What stops clients.db from reaching this release's schema (invoice numbers and a client's domains that differ only in case, accounts that sign in as one address) and the operator's fixes, which work on the file as it is, unmigrated.
import { readDomain, readEmail, readInvoiceNumber } from '../../lib/staff-area/client-work-fields';
import { quoteForShell } from '../shared/command-line';
import type { SqliteDatabase, UpgradeConflict } from '../shared/database';
import { findEmailCollisions, toSignInEmail } from '../shared/stored-emails';
import { diffRows, recordWork, type ClientWorkAction, type WorkActor } from './work/work-audit';

/** The command that lists what stops the upgrade. */
export const CLIENT_CONFLICTS_COMMAND = 'npm run clients -- colisiones';

/** «a», «a y b», «a, b y c». */
const listInSpanish = (items: readonly string[]) =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(items);

type CaseGroupRow = { key: string; text: string; email: string };

/** The rows grouped by `key`, each group in the order the rows come. */
function groupByKey(rows: readonly CaseGroupRow[]): CaseGroupRow[][] {
  const groups = new Map<string, CaseGroupRow[]>();
  rows.forEach((row) => groups.set(row.key, [...(groups.get(row.key) ?? []), row]));
  return [...groups.values()];
}

/** Every row of a group but one: the one already in the form the readers store is kept. */
function rowsToChange<T extends { text: string }>(
  group: readonly T[],
  stored: (text: string) => string,
) {
  const kept = group.find((row) => stored(row.text) === row.text) ?? group[0];
  return group.filter((row) => row !== kept);
}

function findInvoiceConflicts(db: SqliteDatabase): UpgradeConflict[] {
  // upper() as the index of the migration computes it (ASCII letters only).
  const rows = db
    .prepare(
      `SELECT upper(i.number) AS key, i.number AS text, c.email
       FROM invoices i JOIN clients c ON c.id = i.client_id
       WHERE upper(i.number) IN
         (SELECT upper(number) FROM invoices GROUP BY upper(number) HAVING count(*) > 1)
       ORDER BY key, i.number COLLATE BINARY`,
    )
    .all() as CaseGroupRow[];
  return groupByKey(rows).map((group) => ({
    problem: `Las facturas ${listInSpanish(group.map((row) => `${row.text} (cliente ${row.email})`))} difieren solo en mayúsculas y minúsculas: desde esta versión son un solo número, porque el cliente lo escribe como concepto de pago en cualquier forma.`,
    fix: `Cambia el número de ${group.length > 2 ? 'todas menos una' : 'una'}: ${rowsToChange(
      group,
      (text) => text.toUpperCase(),
    )
      .map(
        (row) =>
          `npm run clients -- renombrar-factura --number ${quoteForShell(row.text)} --nuevo NÚMERO`,
      )
      .join('; ')}`,
  }));
}

function findDomainConflicts(db: SqliteDatabase): UpgradeConflict[] {
  const rows = db
    .prepare(
      `SELECT s.client_id || ' ' || lower(s.domain) AS key, s.domain AS text, c.email
       FROM services s JOIN clients c ON c.id = s.client_id
       WHERE s.client_id || ' ' || lower(s.domain) IN
         (SELECT client_id || ' ' || lower(domain) FROM services
          GROUP BY client_id, lower(domain) HAVING count(*) > 1)
       ORDER BY key, s.domain COLLATE BINARY`,
    )
    .all() as CaseGroupRow[];
  return groupByKey(rows).map((group) => {
    const email = group[0]!.email;
    return {
      problem: `El cliente ${email} tiene los servicios ${listInSpanish(group.map((row) => row.text))}, que difieren solo en mayúsculas y minúsculas: desde esta versión son un solo dominio.`,
      fix: `Cambia el dominio de ${group.length > 2 ? 'todos menos uno' : 'uno'}: ${rowsToChange(
        group,
        (text) => text.toLowerCase(),
      )
        .map(
          (row) =>
            `npm run clients -- renombrar-dominio --email ${quoteForShell(email)} --domain ${quoteForShell(row.text)} --nuevo DOMINIO`,
        )
        .join('; ')}`,
    };
  });
}

function findEmailConflicts(db: SqliteDatabase): UpgradeConflict[] {
  return findEmailCollisions(db, 'clients').map(({ address, accounts }) => ({
    problem: `Los clientes ${listInSpanish(accounts.map((account) => `${account.email} (${account.name})`))} inician sesión con el mismo correo, ${address}, desde que el acceso lee los dominios en punycode.`,
    fix: `Cambia el correo de ${accounts.length > 2 ? 'todos menos uno' : 'uno'}: ${rowsToChange(
      accounts.map((account) => ({ text: account.email })),
      toSignInEmail,
    )
      .map(
        (account) =>
          `npm run clients -- renombrar-correo --email ${quoteForShell(account.text)} --nuevo CORREO`,
      )
      .join('; ')}`,
  }));
}

/**
 * What in clients.db, at whatever version it is, this release's migrations refuse: invoice
 * numbers and a client's domains equal but for case (the any-case indexes), and accounts that
 * the e-mail migration would make one address. Written against the first schema's columns.
 */
export function findClientUpgradeConflicts(db: SqliteDatabase): UpgradeConflict[] {
  return [...findInvoiceConflicts(db), ...findDomainConflicts(db), ...findEmailConflicts(db)];
}

const hasColumn = (db: SqliteDatabase, table: string, column: string) =>
  db.prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?').pluck().get(table, column) !==
  undefined;

/**
 * Records a fix in the staff audit log of the file, in the fix's transaction. A file older than
 * the log (schema 8) has nowhere to keep it: the command's own answer is the only record.
 */
function recordFix(
  db: SqliteDatabase,
  by: WorkActor,
  action: ClientWorkAction,
  entry: { detail: string; clientId: number; column: string; before: string; after: string },
) {
  if (!hasColumn(db, 'staff_audit', 'changes')) return;
  recordWork(db, by, action, {
    detail: entry.detail,
    clientId: entry.clientId,
    changes: diffRows({ [entry.column]: entry.before }, { [entry.column]: entry.after }),
  });
}

/** A row's version moves on when the file has versions (schema 7), so an open copy is stale. */
const nextVersion = (db: SqliteDatabase, table: 'invoices' | 'services') =>
  hasColumn(db, table, 'version') ? ', version = version + 1' : '';

function readNew<T>(reading: { value: T } | { problem: string }): T {
  if ('problem' in reading) throw new Error(`--nuevo: ${reading.problem}`);
  return reading.value;
}

/** A client by the e-mail as stored, or as sign-ins read it. */
function requireStoredClient(db: SqliteDatabase, email: string): { id: number; email: string } {
  const client = db
    .prepare(
      `SELECT id, email FROM clients WHERE email = ? OR email = ?
       ORDER BY email = ? DESC LIMIT 1`,
    )
    .get(email, toSignInEmail(email), email) as { id: number; email: string } | undefined;
  if (!client) throw new Error(`No existe un cliente con el correo ${email}.`);
  return client;
}

/**
 * Gives the invoice numbered exactly `number` the number `newNumber` (read with the field rule,
 * so in capitals), unless another invoice has it in any case or its CFDI is issued.
 */
export function renameInvoiceNumber(
  db: SqliteDatabase,
  number: string,
  newNumber: string,
  by: WorkActor,
): string {
  const next = readNew(readInvoiceNumber(newNumber));
  return db
    .transaction(() => {
      const invoice = db
        .prepare(
          `SELECT i.id, i.client_id AS clientId, c.email FROM invoices i
           JOIN clients c ON c.id = i.client_id WHERE i.number = ?`,
        )
        .get(number) as { id: number; clientId: number; email: string } | undefined;
      if (!invoice)
        throw new Error(`No existe la factura ${number} (escríbela como está guardada).`);
      const issued = db
        .prepare("SELECT 1 FROM cfdi_requests WHERE invoice_id = ? AND status = 'emitida'")
        .get(invoice.id);
      if (issued) {
        throw new Error(
          `La factura ${number} ya tiene un CFDI emitido con su número: cambia el de la otra.`,
        );
      }
      const taken = db
        .prepare('SELECT number FROM invoices WHERE upper(number) = upper(?) AND id <> ?')
        .pluck()
        .get(next, invoice.id) as string | undefined;
      if (taken !== undefined) throw new Error(`Ya existe la factura ${taken}.`);
      db.prepare(`UPDATE invoices SET number = ?${nextVersion(db, 'invoices')} WHERE id = ?`).run(
        next,
        invoice.id,
      );
      recordFix(db, by, 'factura_editada', {
        detail: `factura ${next} de ${invoice.email}`,
        clientId: invoice.clientId,
        column: 'number',
        before: number,
        after: next,
      });
      return `La factura ${number} (cliente ${invoice.email}) ahora es ${next}. Avísale al cliente: el número es su concepto de pago.`;
    })
    .immediate();
}

/** Gives the client's service of domain exactly `domain` the domain `newDomain`. */
export function renameServiceDomain(
  db: SqliteDatabase,
  email: string,
  domain: string,
  newDomain: string,
  by: WorkActor,
): string {
  const next = readNew(readDomain(newDomain));
  return db
    .transaction(() => {
      const client = requireStoredClient(db, email);
      const id = db
        .prepare('SELECT id FROM services WHERE client_id = ? AND domain = ?')
        .pluck()
        .get(client.id, domain) as number | undefined;
      if (id === undefined) {
        throw new Error(
          `El cliente ${client.email} no tiene el servicio ${domain} (escríbelo como está guardado).`,
        );
      }
      const taken = db
        .prepare(
          'SELECT domain FROM services WHERE client_id = ? AND lower(domain) = lower(?) AND id <> ?',
        )
        .pluck()
        .get(client.id, next, id) as string | undefined;
      if (taken !== undefined) throw new Error(`El cliente ya tiene el servicio ${taken}.`);
      db.prepare(`UPDATE services SET domain = ?${nextVersion(db, 'services')} WHERE id = ?`).run(
        next,
        id,
      );
      recordFix(db, by, 'servicio_editado', {
        detail: `servicio ${next} de ${client.email}`,
        clientId: client.id,
        column: 'domain',
        before: domain,
        after: next,
      });
      return `El servicio ${domain} del cliente ${client.email} ahora es ${next}.`;
    })
    .immediate();
}

/**
 * Gives the client stored as `email` the address `newEmail` (read with the e-mail rule), unless
 * another client signs in with it.
 */
export function changeClientEmail(
  db: SqliteDatabase,
  email: string,
  newEmail: string,
  by: WorkActor,
): string {
  const next = readNew(readEmail(newEmail));
  return db
    .transaction(() => {
      const client = db.prepare('SELECT id, email FROM clients WHERE email = ?').get(email) as
        { id: number; email: string } | undefined;
      if (!client)
        throw new Error(
          `No existe un cliente con el correo ${email} (escríbelo como está guardado).`,
        );
      const others = db
        .prepare('SELECT email FROM clients WHERE id <> ?')
        .pluck()
        .all(client.id) as string[];
      const taken = others.find((other) => toSignInEmail(other).toLowerCase() === next);
      if (taken !== undefined) throw new Error(`Ya existe un cliente con el correo ${taken}.`);
      db.prepare('UPDATE clients SET email = ? WHERE id = ?').run(next, client.id);
      recordFix(db, by, 'cliente_correo_cambiado', {
        detail: `cliente ${next}`,
        clientId: client.id,
        column: 'email',
        before: client.email,
        after: next,
      });
      return `El cliente ${client.email} ahora inicia sesión con ${next}. Avísale del cambio.`;
    })
    .immediate();
}
