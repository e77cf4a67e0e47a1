// server/client-area: Node only. The messages each event queues, with their keys, their links and the days of the reminders: every notice is decided here.
import { createHash } from 'node:crypto';
import { paths } from '../../lib/site/paths';
import { siteConfig } from '../../lib/site/site-config';
import { buildInvoicePaymentPath } from '../../lib/transfer/invoice-payment';
import { enqueueMessage, type OutboxMessage } from '../shared/mail/outbox';
import type { ClientDatabase } from './database';
import {
  MESSAGE_AUDIENCE,
  type InvoiceNotice,
  type MessageData,
  type MessageTemplate,
} from './mail/message-types';

/**
 * The days of the reminders, the one place they are set: an unpaid invoice is reminded 3 days
 * before its due date and 1 and 7 days after it; a service's renewal is announced 30 and 7 days
 * ahead (the promise of content/servicios).
 */
export const NOTICE_DAYS = {
  beforeDue: [3],
  afterDue: [1, 7],
  beforeRenewal: [30, 7],
} as const;

/** The recipient of the managers' messages: read from the staff's accounts when it is sent. */
export const MANAGERS_RECIPIENT = 'gerentes';

/** An absolute link on the configured site (`SITE_URL`), never the request's `Host`. */
export function buildSiteLink(path: string): string {
  return new URL(path, `${siteConfig.url}/`).href;
}

/**
 * Queues `template` for an event in the caller's transaction. `event` names it within the
 * template (`42`, `42:antes-3`): the key `template:event` queues once, however often it runs.
 */
export function queueMessage<T extends MessageTemplate>(
  db: ClientDatabase,
  template: T,
  message: { event: string; to: string; clientId: number | null; summary: string },
  data: MessageData[T],
  at: number,
): boolean {
  const outgoing: OutboxMessage = {
    key: `${template}:${message.event}`,
    template,
    audience: MESSAGE_AUDIENCE[template],
    recipient: message.to,
    clientId: message.clientId,
    summary: message.summary,
    data,
  };
  return enqueueMessage(db, outgoing, at);
}

type InvoiceWithClient = {
  id: number;
  client_id: number;
  number: string;
  concept: string;
  amount_cents: number;
  due_date: string;
  status: string;
  paid_on: string | null;
  payment_reference: string | null;
  email: string;
  name: string;
  company: string;
};

/** An invoice with its client's address and name. */
export function readInvoiceWithClient(db: ClientDatabase, invoiceId: number): InvoiceWithClient {
  return db
    .prepare(
      `SELECT invoices.*, clients.email, clients.name, clients.company
       FROM invoices JOIN clients ON clients.id = invoices.client_id WHERE invoices.id = ?`,
    )
    .get(invoiceId) as InvoiceWithClient;
}

/** What every message about an invoice says, with the transfer page that pays it. */
export function describeInvoice(invoice: InvoiceWithClient): InvoiceNotice {
  return {
    name: invoice.name,
    number: invoice.number,
    concept: invoice.concept,
    amountCents: invoice.amount_cents,
    dueDate: invoice.due_date,
    paymentLink: buildSiteLink(
      buildInvoicePaymentPath({ number: invoice.number, amountCents: invoice.amount_cents }),
    ),
    panelLink: buildSiteLink(paths.panel),
  };
}

/** A new invoice: its notice, with the amount, the due date and how to pay it. */
export function queueNewInvoiceNotice(db: ClientDatabase, invoiceId: number, at: number): void {
  const invoice = readInvoiceWithClient(db, invoiceId);
  // An invoice recorded already paid is history, not news.
  if (invoice.status === 'pagada') return;
  queueMessage(
    db,
    'factura_nueva',
    {
      event: String(invoice.id),
      to: invoice.email,
      clientId: invoice.client_id,
      summary: `Factura ${invoice.number}`,
    },
    describeInvoice(invoice),
    at,
  );
}

/** The payment of an invoice, recorded by the agency. */
export function queuePaymentNotice(db: ClientDatabase, invoiceId: number, at: number): void {
  const invoice = readInvoiceWithClient(db, invoiceId);
  if (invoice.status !== 'pagada' || !invoice.paid_on) return;
  queueMessage(
    db,
    'pago_recibido',
    {
      event: String(invoice.id),
      to: invoice.email,
      clientId: invoice.client_id,
      summary: `Pago de la factura ${invoice.number}`,
    },
    {
      name: invoice.name,
      number: invoice.number,
      concept: invoice.concept,
      amountCents: invoice.amount_cents,
      paidOn: invoice.paid_on,
      reference: invoice.payment_reference ?? '',
      panelLink: buildSiteLink(paths.panel),
    },
    at,
  );
}

/** A CFDI issued: its folio fiscal, and its download link when the agency gave one. */
export function queueCfdiIssuedNotice(
  db: ClientDatabase,
  invoiceId: number,
  at: number,
  /** A download link given after the CFDI was issued: a notice of its own. */
  newLink?: string,
): void {
  const invoice = readInvoiceWithClient(db, invoiceId);
  const cfdi = db
    .prepare(
      "SELECT uuid, download_url FROM cfdi_requests WHERE invoice_id = ? AND status = 'emitida'",
    )
    .get(invoiceId) as { uuid: string; download_url: string | null } | undefined;
  if (!cfdi) return;
  queueMessage(
    db,
    'cfdi_emitido',
    {
      event: newLink
        ? `${invoice.id}:${createHash('sha256').update(newLink).digest('hex').slice(0, 16)}`
        : String(invoice.id),
      to: invoice.email,
      clientId: invoice.client_id,
      summary: `CFDI de la factura ${invoice.number}`,
    },
    {
      name: invoice.name,
      number: invoice.number,
      uuid: cfdi.uuid,
      downloadUrl: cfdi.download_url,
      panelLink: buildSiteLink(paths.panel),
    },
    at,
  );
}

/** To the managers: a client asked for the CFDI of an invoice. */
export function queueCfdiRequestNotice(db: ClientDatabase, invoiceId: number, at: number): void {
  const invoice = readInvoiceWithClient(db, invoiceId);
  const rfc = db
    .prepare('SELECT rfc FROM cfdi_requests WHERE invoice_id = ?')
    .pluck()
    .get(invoiceId) as string;
  queueMessage(
    db,
    'equipo_cfdi_solicitado',
    {
      event: String(invoice.id),
      to: MANAGERS_RECIPIENT,
      clientId: invoice.client_id,
      summary: `Solicitud de CFDI de la factura ${invoice.number}`,
    },
    {
      clientName: invoice.name,
      company: invoice.company,
      clientEmail: invoice.email,
      number: invoice.number,
      amountCents: invoice.amount_cents,
      rfc,
      queueLink: buildSiteLink(`${paths.staffPanel}/cfdi`),
    },
    at,
  );
}

/**
 * The managers' notice of a message that could not be delivered, queued by the sender with the
 * failure; none for a message to the managers themselves, so a failure never feeds itself.
 */
export function buildFailureNotice(failed: {
  id: number;
  audience: string;
  recipient: string;
  summary: string;
  clientId: number | null;
  reason: string;
  /** When it failed: a message retried by the staff that fails again is news again. */
  failedAt: number;
}): OutboxMessage | null {
  if (failed.audience !== 'cliente') return null;
  const data: MessageData['equipo_entrega_fallida'] = {
    recipient: failed.recipient,
    summary: failed.summary,
    reason: failed.reason,
    outboxLink: buildSiteLink(`${paths.staffPanel}/correos?estado=fallido`),
  };
  return {
    key: `equipo_entrega_fallida:${failed.id}:${failed.failedAt}`,
    template: 'equipo_entrega_fallida',
    audience: 'equipo',
    recipient: MANAGERS_RECIPIENT,
    clientId: failed.clientId,
    summary: `No se entregó: ${failed.summary}`,
    data,
  };
}
