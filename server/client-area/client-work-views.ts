import type {
  CfdiQueue,
  ClientAccount,
  ClientDetail,
  ClientSummary,
  StaffCfdi,
  StaffInvoice,
  StaffProject,
  StaffService,
} from '../../lib/staff-area/client-work-contract';
import { buildInvoicePaymentPath } from '../../lib/transfer/invoice-payment';
import { listClientMessages, toOutboxEntry } from '../shared/mail/outbox-view';
import { readAccountState } from './account';
import { AUDIT_EVENT_LABELS, listAuditEvents } from './audit';
import { countPendingCfdi, getFiscalData, listCfdiRequests, type CfdiListEntry } from './cfdi';
import type { ClientDatabase } from './database';
import { MESSAGE_LABELS } from './mail/message-types';

// What the dashboard shows of the clients' data, in the contract's shapes.

/** The most clients a search answers with: past it, the agency narrows the search. */
const MAX_SEARCH_RESULTS = 200;
const ACCESS_LOG_LENGTH = 100;

const iso = (time: number) => new Date(time).toISOString();

type SummaryRow = Omit<ClientSummary, 'disabled' | 'createdAt'> & {
  disabled: 0 | 1;
  createdAt: number;
};

const SUMMARY_QUERY = `SELECT clients.id, clients.email, clients.name, clients.company,
    fiscal_data.rfc, clients.disabled, clients.created_at AS createdAt
  FROM clients LEFT JOIN fiscal_data ON fiscal_data.client_id = clients.id`;

const toSummary = (row: SummaryRow): ClientSummary => ({
  ...row,
  rfc: row.rfc ?? null,
  disabled: row.disabled === 1,
  createdAt: iso(row.createdAt),
});

/** Lower case without accents, so "perez" finds "Pérez". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX');

/**
 * The clients whose name, company, e-mail or RFC hold every word of `query`, accents and
 * capitals aside. SQLite cannot fold accents, and an agency's clients fit in memory.
 */
export function searchClients(db: ClientDatabase, query = ''): ClientSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const rows = db.prepare(`${SUMMARY_QUERY} ORDER BY clients.name, clients.email`).all();
  return (rows as SummaryRow[])
    .filter((row) => {
      const haystack = fold([row.name, row.company, row.email, row.rfc ?? ''].join(' '));
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, MAX_SEARCH_RESULTS)
    .map(toSummary);
}

export function getClientSummary(db: ClientDatabase, clientId: number): ClientSummary {
  return toSummary(db.prepare(`${SUMMARY_QUERY} WHERE clients.id = ?`).get(clientId) as SummaryRow);
}

const SERVICE_QUERY = `SELECT id, domain, hosting_plan AS hostingPlan, renewal_date AS renewalDate,
  mailboxes, ended_on AS endedOn, version FROM services`;
const PROJECT_QUERY = `SELECT id, name, status, progress, delivery_date AS deliveryDate,
  ended_on AS endedOn, version FROM projects`;
const INVOICE_QUERY = `SELECT id, number, concept, amount_cents AS amountCents, status,
  due_date AS dueDate, paid_on AS paidOn, payment_reference AS paymentReference, version
  FROM invoices`;

export function getStaffService(db: ClientDatabase, serviceId: number): StaffService {
  return db.prepare(`${SERVICE_QUERY} WHERE id = ?`).get(serviceId) as StaffService;
}

export function getStaffProject(db: ClientDatabase, projectId: number): StaffProject {
  return db.prepare(`${PROJECT_QUERY} WHERE id = ?`).get(projectId) as StaffProject;
}

function toStaffCfdi(entry: CfdiListEntry): StaffCfdi {
  return {
    invoiceId: entry.invoiceId,
    invoiceNumber: entry.invoice,
    amountCents: entry.amountCents,
    clientId: entry.clientId,
    clientName: entry.clientName,
    clientEmail: entry.client,
    status: entry.status,
    requestedAt: iso(entry.requestedAt),
    issuedAt: entry.issuedAt === null ? null : iso(entry.issuedAt),
    uuid: entry.uuid,
    downloadUrl: entry.downloadUrl,
    fiscalData: {
      rfc: entry.rfc,
      legalName: entry.legalName,
      taxRegime: entry.taxRegime,
      cfdiUse: entry.cfdiUse,
      postalCode: entry.postalCode,
      email: entry.email,
    },
  };
}

type InvoiceRow = Omit<StaffInvoice, 'paymentPath' | 'cfdi'>;

const toStaffInvoice = (row: InvoiceRow, cfdi: StaffCfdi | undefined): StaffInvoice => ({
  ...row,
  paymentPath: buildInvoicePaymentPath(row),
  cfdi: cfdi ?? null,
});

export function getStaffInvoice(db: ClientDatabase, invoiceId: number): StaffInvoice {
  const row = db.prepare(`${INVOICE_QUERY} WHERE id = ?`).get(invoiceId) as InvoiceRow;
  const clientId = db.prepare('SELECT client_id FROM invoices WHERE id = ?').pluck().get(invoiceId);
  const cfdi = listCfdiRequests(db, { clientId: clientId as number }).find(
    (entry) => entry.invoiceId === invoiceId,
  );
  return toStaffInvoice(row, cfdi && toStaffCfdi(cfdi));
}

/** Everything the dashboard shows of one client, or null for an unknown one. */
export function getClientDetail(
  db: ClientDatabase,
  clientId: number,
  at: number,
): ClientDetail | null {
  const row = db.prepare(`${SUMMARY_QUERY} WHERE clients.id = ?`).get(clientId);
  if (!row) return null;
  const client = toSummary(row as SummaryRow);
  const cfdiRequests = listCfdiRequests(db, { clientId }).map(toStaffCfdi);
  const invoices = db
    .prepare(`${INVOICE_QUERY} WHERE client_id = ? ORDER BY due_date DESC, number DESC`)
    .all(clientId) as InvoiceRow[];
  return {
    client,
    services: db
      .prepare(`${SERVICE_QUERY} WHERE client_id = ? ORDER BY ended_on IS NOT NULL, domain`)
      .all(clientId) as StaffService[],
    projects: db
      .prepare(
        `${PROJECT_QUERY} WHERE client_id = ? ORDER BY ended_on IS NOT NULL, delivery_date, name`,
      )
      .all(clientId) as StaffProject[],
    invoices: invoices.map((invoice) =>
      toStaffInvoice(
        invoice,
        cfdiRequests.find((cfdi) => cfdi.invoiceId === invoice.id),
      ),
    ),
    cfdiRequests,
    fiscalData: getFiscalData(db, clientId),
    accessLog: listAuditEvents(db, client.email, ACCESS_LOG_LENGTH).map((event) => ({
      at: iso(event.occurredAt),
      // Failed logins from one network add up in one event for 15 minutes.
      event:
        event.attempts > 1
          ? `${AUDIT_EVENT_LABELS[event.type]} ×${event.attempts}`
          : AUDIT_EVENT_LABELS[event.type],
      address: event.address,
    })),
    account: toClientAccount(readAccountState(db, clientId, at)),
    messages: listClientMessages(db, clientId).map((row) => toOutboxEntry(row, MESSAGE_LABELS)),
  };
}

const isoOrNull = (time: number | null) => (time === null ? null : iso(time));

function toClientAccount(account: ReturnType<typeof readAccountState>): ClientAccount {
  return {
    state: account.state,
    invitedAt: isoOrNull(account.invitedAt),
    invitationExpiresAt: isoOrNull(account.invitationExpiresAt),
    passwordSetAt: isoOrNull(account.passwordSetAt),
    reminders: account.reminders,
  };
}

/** The CFDI queue: the requests waiting (or all of them), oldest first, and how many wait. */
export function getCfdiQueue(db: ClientDatabase, pendingOnly: boolean): CfdiQueue {
  return {
    requests: listCfdiRequests(db, { pendingOnly }).map(toStaffCfdi),
    pending: countPendingCfdi(db),
  };
}
