import type {
  CfdiStatus,
  InvoiceCfdi,
  InvoiceStatus,
  SavedFiscalData,
} from '../../lib/client-area/client-api-contract';
import type { FiscalData } from '../../lib/client-area/fiscal-data';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import { CFDI_UUID_PATTERN } from '../../lib/staff-area/client-work-fields';
import { ClientWorkError, conflict, notFound } from './client-work-error';
import type { ClientDatabase } from './database';
import { queueCfdiRequestNotice } from './notices';

const FISCAL_COLUMNS = `rfc, legal_name AS legalName, tax_regime AS taxRegime, cfdi_use AS cfdiUse,
  postal_code AS postalCode, email`;

export function getFiscalData(db: ClientDatabase, clientId: number): SavedFiscalData | null {
  const row = db
    .prepare(`SELECT ${FISCAL_COLUMNS} FROM fiscal_data WHERE client_id = ?`)
    .get(clientId) as SavedFiscalData | undefined;
  return row ?? null;
}

/** Keeps (or replaces) the client's fiscal data for the next CFDI. */
export function saveFiscalData(
  db: ClientDatabase,
  clientId: number,
  data: FiscalData,
  now: number,
): void {
  db.prepare(
    `INSERT INTO fiscal_data (client_id, rfc, legal_name, tax_regime, cfdi_use, postal_code, email,
       updated_at)
     VALUES (@clientId, @rfc, @legalName, @taxRegime, @cfdiUse, @postalCode, @email, @now)
     ON CONFLICT (client_id) DO UPDATE SET rfc = excluded.rfc, legal_name = excluded.legal_name,
       tax_regime = excluded.tax_regime, cfdi_use = excluded.cfdi_use,
       postal_code = excluded.postal_code, email = excluded.email, updated_at = excluded.updated_at`,
  ).run({ clientId, ...data, now });
}

type InvoiceCfdiRow = {
  status: CfdiStatus;
  requestedAt: number;
  uuid: string | null;
  downloadUrl: string | null;
};

/** The panel's view of a stored request. */
export function toInvoiceCfdi(row: InvoiceCfdiRow): InvoiceCfdi {
  return {
    status: row.status,
    requestedOn: toMexicoCityDate(row.requestedAt),
    uuid: row.uuid,
    downloadUrl: row.downloadUrl,
  };
}

const CFDI_COLUMNS = `cfdi_requests.status, cfdi_requests.requested_at AS requestedAt,
  cfdi_requests.uuid, cfdi_requests.download_url AS downloadUrl`;

/** The CFDI requested for each of a client's invoices, by invoice number. */
export function getClientCfdis(db: ClientDatabase, clientId: number): Map<string, InvoiceCfdi> {
  const rows = db
    .prepare(
      `SELECT invoices.number, ${CFDI_COLUMNS} FROM cfdi_requests
       JOIN invoices ON invoices.id = cfdi_requests.invoice_id WHERE invoices.client_id = ?`,
    )
    .all(clientId) as (InvoiceCfdiRow & { number: string })[];
  return new Map(rows.map((row) => [row.number, toInvoiceCfdi(row)]));
}

export type CfdiRequestOutcome =
  | { kind: 'created'; cfdi: InvoiceCfdi }
  | { kind: 'not-found' }
  | { kind: 'not-paid'; status: InvoiceStatus }
  | { kind: 'already-requested'; cfdi: InvoiceCfdi };

/**
 * Records the request of a CFDI for one of the client's invoices with a copy of its fiscal data.
 * Another client's invoice is not found, like an unknown one; only a paid invoice qualifies, and
 * only once.
 */
export function requestCfdi(
  db: ClientDatabase,
  clientId: number,
  invoiceNumber: string,
  data: FiscalData,
  now: number,
): CfdiRequestOutcome {
  // One immediate transaction: the invoice is read paid and the request recorded with no change
  // from the dashboard or the command in between.
  return db
    .transaction((): CfdiRequestOutcome => {
      const invoice = db
        .prepare('SELECT id, status FROM invoices WHERE client_id = ? AND upper(number) = upper(?)')
        .get(clientId, invoiceNumber) as { id: number; status: InvoiceStatus } | undefined;
      if (!invoice) return { kind: 'not-found' };
      if (invoice.status !== 'pagada') return { kind: 'not-paid', status: invoice.status };
      const existing = db
        .prepare(`SELECT ${CFDI_COLUMNS} FROM cfdi_requests WHERE invoice_id = ?`)
        .get(invoice.id) as InvoiceCfdiRow | undefined;
      if (existing) return { kind: 'already-requested', cfdi: toInvoiceCfdi(existing) };
      db.prepare(
        `INSERT INTO cfdi_requests (invoice_id, status, rfc, legal_name, tax_regime, cfdi_use,
       postal_code, email, requested_at)
     VALUES (@invoiceId, 'solicitada', @rfc, @legalName, @taxRegime, @cfdiUse, @postalCode,
       @email, @now)`,
      ).run({ invoiceId: invoice.id, ...data, now });
      queueCfdiRequestNotice(db, invoice.id, now);
      return {
        kind: 'created',
        cfdi: toInvoiceCfdi({
          status: 'solicitada',
          requestedAt: now,
          uuid: null,
          downloadUrl: null,
        }),
      };
    })
    .immediate();
}

/** One CFDI request, its invoice and its client: a line of `cfdi list`, a row of the queue. */
export interface CfdiListEntry {
  invoiceId: number;
  invoice: string;
  amountCents: number;
  clientId: number;
  clientName: string;
  client: string;
  rfc: string;
  legalName: string;
  taxRegime: string;
  cfdiUse: string;
  postalCode: string;
  email: string;
  status: CfdiStatus;
  requestedAt: number;
  issuedAt: number | null;
  uuid: string | null;
  downloadUrl: string | null;
}

/**
 * The CFDI requests, oldest first: only those waiting to be issued with `pendingOnly`, only one
 * client's with `clientId`.
 */
export function listCfdiRequests(
  db: ClientDatabase,
  {
    pendingOnly = false,
    clientId = null,
  }: { pendingOnly?: boolean; clientId?: number | null } = {},
): CfdiListEntry[] {
  return db
    .prepare(
      `SELECT invoices.id AS invoiceId, invoices.number AS invoice,
         invoices.amount_cents AS amountCents, clients.id AS clientId, clients.name AS clientName,
         clients.email AS client, cfdi_requests.rfc, cfdi_requests.legal_name AS legalName,
         cfdi_requests.tax_regime AS taxRegime, cfdi_requests.cfdi_use AS cfdiUse,
         cfdi_requests.postal_code AS postalCode, cfdi_requests.email,
         cfdi_requests.issued_at AS issuedAt, ${CFDI_COLUMNS}
       FROM cfdi_requests JOIN invoices ON invoices.id = cfdi_requests.invoice_id
       JOIN clients ON clients.id = invoices.client_id
       WHERE (@pendingOnly = 0 OR cfdi_requests.status = 'solicitada')
         AND (@clientId IS NULL OR clients.id = @clientId)
       ORDER BY cfdi_requests.requested_at, invoices.number`,
    )
    .all({ pendingOnly: pendingOnly ? 1 : 0, clientId }) as CfdiListEntry[];
}

/** How many CFDI requests wait to be issued. */
export function countPendingCfdi(db: ClientDatabase): number {
  return db
    .prepare("SELECT COUNT(*) FROM cfdi_requests WHERE status = 'solicitada'")
    .pluck()
    .get() as number;
}

function findRequest(db: ClientDatabase, invoiceNumber: string) {
  const invoice = db
    .prepare('SELECT id FROM invoices WHERE upper(number) = upper(?)')
    .get(invoiceNumber) as { id: number } | undefined;
  if (!invoice) throw notFound(`No existe la factura ${invoiceNumber}.`);
  const request = db
    .prepare('SELECT id, status, uuid FROM cfdi_requests WHERE invoice_id = ?')
    .get(invoice.id) as { id: number; status: CfdiStatus; uuid: string | null } | undefined;
  if (!request)
    throw notFound(`El cliente no ha solicitado el CFDI de la factura ${invoiceNumber}.`);
  return request;
}

/**
 * Marks the CFDI of an invoice as issued with its folio fiscal and, when the agency has one, the
 * link to download it. Throws a Spanish message the command prints as is when the invoice has no
 * request, was already issued or the folio is taken.
 */
export function issueCfdi(
  db: ClientDatabase,
  input: { invoiceNumber: string; uuid: string; downloadUrl?: string; now: number },
): void {
  if (!CFDI_UUID_PATTERN.test(input.uuid))
    throw new ClientWorkError(`no tiene el formato de un UUID: ${input.uuid}`, 'input', 'uuid');
  db.transaction(() => {
    const request = findRequest(db, input.invoiceNumber);
    if (request.status === 'emitida')
      throw conflict(
        `El CFDI de la factura ${input.invoiceNumber} ya se emitió con el folio fiscal ${request.uuid}.`,
      );
    const taken = db.prepare('SELECT 1 FROM cfdi_requests WHERE uuid = ?').get(input.uuid);
    if (taken) throw conflict(`El folio fiscal ${input.uuid} ya está registrado en otra factura.`);
    db.prepare(
      `UPDATE cfdi_requests SET status = 'emitida', uuid = ?, issued_at = ?, download_url = ?
       WHERE id = ?`,
    ).run(input.uuid, input.now, input.downloadUrl ?? null, request.id);
  }).immediate();
}

/** Adds or replaces the download link of an issued CFDI. */
export function setCfdiDownloadUrl(
  db: ClientDatabase,
  invoiceNumber: string,
  downloadUrl: string,
): void {
  db.transaction(() => {
    const request = findRequest(db, invoiceNumber);
    if (request.status !== 'emitida')
      throw conflict(
        `El CFDI de la factura ${invoiceNumber} aún no se emite: emítelo con su folio fiscal y el enlace.`,
      );
    db.prepare('UPDATE cfdi_requests SET download_url = ? WHERE id = ?').run(
      downloadUrl,
      request.id,
    );
  }).immediate();
}
