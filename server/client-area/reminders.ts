// server/client-area: Node only. The reminders of unpaid invoices and the renewal notices, queued each hour by the running server for the days of NOTICE_DAYS.
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import { runNowAndHourly } from '../shared/hourly';
import type { ClientDatabase } from './database';
import {
  NOTICE_DAYS,
  buildSiteLink,
  describeInvoice,
  queueMessage,
  readInvoiceWithClient,
} from './notices';
import { paths } from '../../lib/site/paths';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to` (both `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The threshold of `thresholds` whose turn `days` is in, or null. Each threshold's turn lasts
 * until the next one's begins, so a day the server was down is caught up once, and a threshold
 * already passed is skipped rather than sent late: with [30, 7], 30 days ahead down to 8 is the
 * 30's turn, 7 down to 1 the 7's. `after` counts days late, the last turn lasting a week.
 */
export function findTurn(
  thresholds: readonly number[],
  days: number,
  direction: 'before' | 'after',
): number | null {
  if (direction === 'before') {
    const sorted = [...thresholds].sort((a, b) => b - a);
    const index = sorted.findIndex((d, i) => days <= d && days > (sorted[i + 1] ?? 0));
    return index === -1 ? null : sorted[index]!;
  }
  const sorted = [...thresholds].sort((a, b) => a - b);
  const index = sorted.findIndex((d, i) => days >= d && days < (sorted[i + 1] ?? d + 7));
  return index === -1 ? null : sorted[index]!;
}

/** Clients who receive reminders: access on and reminders not turned off. */
const RECEIVES_REMINDERS = 'clients.disabled = 0 AND clients.reminders_off = 0';

function queueInvoiceReminders(db: ClientDatabase, today: string, at: number): number {
  const ids = db
    .prepare(
      `SELECT invoices.id FROM invoices JOIN clients ON clients.id = invoices.client_id
       WHERE invoices.status <> 'pagada' AND ${RECEIVES_REMINDERS}`,
    )
    .pluck()
    .all() as number[];
  let queued = 0;
  for (const id of ids) {
    const invoice = readInvoiceWithClient(db, id);
    const daysLeft = daysBetween(today, invoice.due_date);
    const event = { to: invoice.email, clientId: invoice.client_id };
    const before = findTurn(NOTICE_DAYS.beforeDue, daysLeft, 'before');
    if (before !== null) {
      const message = {
        ...event,
        event: `${id}:antes-${before}`,
        summary: `Factura ${invoice.number}`,
      };
      const data = { ...describeInvoice(invoice), daysLeft };
      if (queueMessage(db, 'factura_por_vencer', message, data, at)) queued += 1;
    }
    const after = findTurn(NOTICE_DAYS.afterDue, -daysLeft, 'after');
    if (after !== null) {
      const message = {
        ...event,
        event: `${id}:despues-${after}`,
        summary: `Factura ${invoice.number}`,
      };
      const data = { ...describeInvoice(invoice), daysLate: -daysLeft };
      if (queueMessage(db, 'factura_vencida', message, data, at)) queued += 1;
    }
  }
  return queued;
}

type RenewingService = {
  id: number;
  client_id: number;
  domain: string;
  hosting_plan: string;
  mailboxes: number;
  renewal_date: string;
  email: string;
  name: string;
};

function queueRenewalNotices(db: ClientDatabase, today: string, at: number): number {
  const services = db
    .prepare(
      `SELECT services.*, clients.email, clients.name FROM services
       JOIN clients ON clients.id = services.client_id
       WHERE services.ended_on IS NULL AND ${RECEIVES_REMINDERS}`,
    )
    .all() as RenewingService[];
  let queued = 0;
  for (const service of services) {
    const daysLeft = daysBetween(today, service.renewal_date);
    const turn = findTurn(NOTICE_DAYS.beforeRenewal, daysLeft, 'before');
    if (turn === null) continue;
    const message = {
      // The renewal day is part of the event: next year's renewal is news again.
      event: `${service.id}:${service.renewal_date}:${turn}`,
      to: service.email,
      clientId: service.client_id,
      summary: `Renovación de ${service.domain}`,
    };
    const data = {
      name: service.name,
      domain: service.domain,
      hostingPlan: service.hosting_plan,
      mailboxes: service.mailboxes,
      renewalDate: service.renewal_date,
      daysLeft,
      panelLink: buildSiteLink(paths.panel),
    };
    if (queueMessage(db, 'renovacion', message, data, at)) queued += 1;
  }
  return queued;
}

/**
 * Queues the reminders and renewal notices due today in Mexico City, in one transaction; returns
 * how many were new. Running it again the same day queues nothing: each has its event's key.
 */
export function queueDueReminders(db: ClientDatabase, at: number): number {
  const today = toMexicoCityDate(at);
  return db
    .transaction(() => queueInvoiceReminders(db, today, at) + queueRenewalNotices(db, today, at))
    .immediate();
}

/** Queues the day's reminders now and every hour while the server runs; returns what stops it. */
export function keepReminders(db: ClientDatabase, now: () => number = Date.now): () => void {
  return runNowAndHourly(() => queueDueReminders(db, now()));
}
