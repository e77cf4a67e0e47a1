/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requestCfdi } from '@/server/client-area/cfdi';
import {
  addClient,
  addInvoice,
  addService,
  changeCfdiLink,
  issueInvoiceCfdi,
  markInvoicePaid,
} from '@/server/client-area/client-work';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';
import { daysBetween, findTurn, queueDueReminders } from '@/server/client-area/reminders';
import { setReminders } from '@/server/client-area/store';
import { cafeAlturaFiscalData } from '../../fixtures/client-work';

// Each event queues its message in the transaction of its change, once; the reminders and the
// renewal notices follow the days of NOTICE_DAYS, once each, whatever day the server wakes.

const FOLIO = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
/** Noon in Mexico City on `day`. */
const noonOn = (day: string) => Date.parse(`${day}T18:00:00Z`);

function setUp(today = '2026-12-02') {
  const db = openClientDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'notices-')), 'c.db'));
  const by = { actor: 'marta@codigoverde.mx', address: null, at: noonOn(today) };
  const { clientId } = addClient(
    db,
    { email: 'lucia@cafealtura.mx', name: 'Lucía', company: 'Café Altura' },
    by,
  );
  db.prepare('DELETE FROM outbox').run();
  return { db, by, clientId };
}

type Queued = { key: string; template: string; recipient: string; data: Record<string, unknown> };
function readQueued(db: ClientDatabase): Queued[] {
  return (
    db.prepare('SELECT event_key, template, recipient, data FROM outbox ORDER BY id').all() as {
      event_key: string;
      template: string;
      recipient: string;
      data: string;
    }[]
  ).map((row) => ({
    key: row.event_key,
    template: row.template,
    recipient: row.recipient,
    data: JSON.parse(row.data) as Record<string, unknown>,
  }));
}

const invoice = (number: string, dueDate: string) => ({
  number,
  concept: 'Sitio web',
  amount: '4500',
  status: 'pendiente',
  dueDate,
});

describe('the notices of the client work', () => {
  it('queues a new invoice’s notice with the invoice, with its payment link on SITE_URL', () => {
    const { db, by, clientId } = setUp();
    addInvoice(db, clientId, invoice('CV-1042', '2026-12-15'), by);
    expect(readQueued(db)).toEqual([
      {
        key: `factura_nueva:1`,
        template: 'factura_nueva',
        recipient: 'lucia@cafealtura.mx',
        data: {
          name: 'Lucía',
          number: 'CV-1042',
          concept: 'Sitio web',
          amountCents: 450_000,
          dueDate: '2026-12-15',
          paymentLink: 'http://localhost:3000/bitso-mx?factura=CV-1042&monto=4500.00',
          panelLink: 'http://localhost:3000/panel-cliente',
        },
      },
    ]);
  });

  it('queues nothing for a change that is refused: the message and its cause are one write', () => {
    const { db, by, clientId } = setUp();
    addInvoice(db, clientId, invoice('CV-1042', '2026-12-15'), by);
    expect(() => addInvoice(db, clientId, invoice('CV-1042', '2026-12-20'), by)).toThrow(
      'Ya existe la factura CV-1042.',
    );
    expect(readQueued(db)).toHaveLength(1);
  });

  it('tells the client of the payment, the CFDI and a download link given later, once each', () => {
    const { db, by, clientId } = setUp();
    const id = addInvoice(db, clientId, invoice('CV-1042', '2026-12-15'), by);
    markInvoicePaid(db, id, { version: 1, paidOn: '2026-12-02', reference: 'SPEI 0048213' }, by);
    requestCfdi(db, clientId, 'CV-1042', cafeAlturaFiscalData, by.at);
    issueInvoiceCfdi(db, id, { uuid: FOLIO }, by);
    changeCfdiLink(db, id, { downloadUrl: 'https://facturas.ejemplo.mx/cv-1042.zip' }, by);
    expect(readQueued(db).map(({ template, recipient }) => [template, recipient])).toEqual([
      ['factura_nueva', 'lucia@cafealtura.mx'],
      ['pago_recibido', 'lucia@cafealtura.mx'],
      ['equipo_cfdi_solicitado', 'gerentes'],
      ['cfdi_emitido', 'lucia@cafealtura.mx'],
      ['cfdi_emitido', 'lucia@cafealtura.mx'],
    ]);
    const last = readQueued(db).at(-1)!;
    expect(last.data.downloadUrl).toBe('https://facturas.ejemplo.mx/cv-1042.zip');
  });

  it('sends no new-invoice notice for an invoice recorded already paid', () => {
    const { db, by, clientId } = setUp();
    addInvoice(
      db,
      clientId,
      {
        ...invoice('CV-9', '2026-11-01'),
        status: 'pagada',
        paidOn: '2026-11-01',
        reference: 'R-1',
      },
      by,
    );
    expect(readQueued(db)).toEqual([]);
  });
});

describe('the reminders', () => {
  it('counts days between calendar days, across months, years and a leap day', () => {
    expect(daysBetween('2026-12-02', '2026-12-05')).toBe(3);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-05', '2026-12-02')).toBe(-3);
  });

  it('gives each threshold its turn until the next one begins', () => {
    expect([31, 30, 8, 7, 1, 0].map((days) => findTurn([30, 7], days, 'before'))).toEqual([
      null,
      30,
      30,
      7,
      7,
      null,
    ]);
    expect([0, 1, 6, 7, 13, 14].map((days) => findTurn([1, 7], days, 'after'))).toEqual([
      null,
      1,
      1,
      7,
      7,
      null,
    ]);
  });

  it('reminds an unpaid invoice 3 days before and 1 and 7 days after, once each', () => {
    const { db, by, clientId } = setUp('2026-11-20');
    addInvoice(db, clientId, invoice('CV-1', '2026-12-05'), by);
    const run = (day: string) => queueDueReminders(db, noonOn(day));
    expect(run('2026-12-01')).toBe(0);
    expect(run('2026-12-02')).toBe(1);
    expect(run('2026-12-02')).toBe(0);
    expect(run('2026-12-04')).toBe(0);
    expect(run('2026-12-06')).toBe(1);
    expect(run('2026-12-12')).toBe(1);
    expect(run('2026-12-30')).toBe(0);
    const reminders = readQueued(db).filter(({ template }) => template !== 'factura_nueva');
    expect(reminders.map(({ key, data }) => [key, data.daysLeft ?? data.daysLate])).toEqual([
      ['factura_por_vencer:1:antes-3', 3],
      ['factura_vencida:1:despues-1', 1],
      ['factura_vencida:1:despues-7', 7],
    ]);
  });

  it('catches up a missed day once, and skips a turn already passed', () => {
    const { db, by, clientId } = setUp('2026-11-20');
    addInvoice(db, clientId, invoice('CV-2', '2026-12-05'), by);
    // Down from the 1st to the 9th: the reminder before is past; the first after comes late once.
    expect(queueDueReminders(db, noonOn('2026-12-09'))).toBe(1);
    expect(readQueued(db).at(-1)).toMatchObject({ template: 'factura_vencida' });
    expect(queueDueReminders(db, noonOn('2026-12-10'))).toBe(0);
  });

  it('uses the Mexico City day: 23:30 there is still the day before in UTC terms', () => {
    const { db, by, clientId } = setUp('2026-11-20');
    addInvoice(db, clientId, invoice('CV-3', '2026-12-05'), by);
    // 2026-12-02 05:30 UTC is 23:30 on 1 December in Mexico City: 4 days ahead, no reminder.
    expect(queueDueReminders(db, Date.parse('2026-12-02T05:30:00Z'))).toBe(0);
    expect(queueDueReminders(db, Date.parse('2026-12-02T06:30:00Z'))).toBe(1);
  });

  it('announces a renewal 30 and 7 days ahead, again the next year, never when turned off', () => {
    const { db, by, clientId } = setUp('2026-11-01');
    const service = {
      domain: 'cafealtura.mx',
      hostingPlan: 'Negocio',
      renewalDate: '2027-01-01',
      mailboxes: 5,
    };
    addService(db, clientId, service, by);
    expect(queueDueReminders(db, noonOn('2026-12-02'))).toBe(1);
    expect(queueDueReminders(db, noonOn('2026-12-03'))).toBe(0);
    expect(queueDueReminders(db, noonOn('2026-12-25'))).toBe(1);
    db.prepare("UPDATE services SET renewal_date = '2028-01-01'").run();
    expect(queueDueReminders(db, noonOn('2027-12-02'))).toBe(1);
    expect(readQueued(db).map(({ key }) => key)).toEqual([
      'renovacion:1:2027-01-01:30',
      'renovacion:1:2027-01-01:7',
      'renovacion:1:2028-01-01:30',
    ]);
    setReminders(db, clientId, false);
    expect(queueDueReminders(db, noonOn('2027-12-25'))).toBe(0);
    addInvoice(db, clientId, invoice('CV-4', '2027-12-28'), { ...by, at: noonOn('2027-12-20') });
    expect(queueDueReminders(db, noonOn('2027-12-25'))).toBe(0);
    // Invoices still go, reminders or not.
    expect(readQueued(db).at(-1)).toMatchObject({ template: 'factura_nueva' });
  });
});
