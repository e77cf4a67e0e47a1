// server/client-area: Node only. The client work on an invoice's CFDI: issue it, change its link.
import {
  cfdiLinkRequestSchema,
  issueCfdiRequestSchema,
} from '../../../lib/staff-area/client-work-contract';
import { issueCfdi, setCfdiDownloadUrl } from '../cfdi';
import { conflict } from '../client-work-error';
import { queueCfdiIssuedNotice } from '../notices';
import type { ClientDatabase } from '../database';
import type { InvoiceRow } from './invoices';
import { describeRow, requireRow } from './versioned-rows';
import {
  diffRows,
  parseClientWork,
  recordWork,
  runAudited,
  type ClientWorkAction,
  type Row,
  type WorkActor,
} from './work-audit';

/** A CFDI request's row as the log compares it. */
const readCfdiRow = (db: ClientDatabase, invoiceId: number) =>
  (db
    .prepare('SELECT uuid, download_url FROM cfdi_requests WHERE invoice_id = ?')
    .get(invoiceId) as Row | undefined) ?? null;

/** Records a change of an invoice's CFDI. */
function recordCfdiChange(
  db: ClientDatabase,
  by: WorkActor,
  action: ClientWorkAction,
  invoice: InvoiceRow,
  before: Row | null,
): void {
  recordWork(db, by, action, {
    detail: describeRow(db, 'invoices', invoice),
    clientId: invoice.client_id,
    changes: diffRows(before, readCfdiRow(db, invoice.id) ?? {}),
  });
}

/**
 * Issues the CFDI an invoice's client requested, with its folio fiscal and maybe its link;
 * returns the folio as stored (in capitals). The invoice must still be paid.
 */
export function issueInvoiceCfdi(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): string {
  requireRow(db, 'invoices', invoiceId);
  const { uuid, downloadUrl } = parseClientWork(issueCfdiRequestSchema, input);
  return runAudited(db, () => {
    const invoice = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
    const before = readCfdiRow(db, invoiceId);
    if (before !== null && invoice.status !== 'pagada') {
      throw conflict(`La factura ${invoice.number} no está pagada: no se le emite CFDI.`);
    }
    issueCfdi(db, { invoiceNumber: invoice.number, uuid, downloadUrl, now: by.at });
    recordCfdiChange(db, by, 'cfdi_emitido', invoice, before);
    queueCfdiIssuedNotice(db, invoiceId, by.at);
    return uuid;
  });
}

/** Adds or replaces the download link of an issued CFDI. */
export function changeCfdiLink(
  db: ClientDatabase,
  invoiceId: number,
  input: unknown,
  by: WorkActor,
): void {
  requireRow(db, 'invoices', invoiceId);
  const { downloadUrl } = parseClientWork(cfdiLinkRequestSchema, input);
  runAudited(db, () => {
    const invoice = requireRow<InvoiceRow>(db, 'invoices', invoiceId);
    const before = readCfdiRow(db, invoiceId);
    setCfdiDownloadUrl(db, invoice.number, downloadUrl);
    recordCfdiChange(db, by, 'cfdi_enlace_cambiado', invoice, before);
    // A link given after the CFDI's notice went is news of its own: the client can download it.
    queueCfdiIssuedNotice(db, invoiceId, by.at, downloadUrl);
  });
}
