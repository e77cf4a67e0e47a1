/** @jest-environment node */
import path from 'node:path';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';
import { LEASE_MS, createMailSender, type MailSenderOptions } from '@/server/shared/mail/sender';
import { enqueueMessage, type OutboxMessage } from '@/server/shared/mail/outbox';
import type { OutboxRow } from '@/server/shared/mail/outbox-view';
import { createMailTransport, type MailTransport } from '@/server/shared/mail/transport';
import { findFreePort, startSmtpSink, type SmtpSink } from '../../../fixtures/smtp-sink';
import { createTempDirPerTest } from '../../../fixtures/temp-dir';

const START = Date.UTC(2026, 10, 25, 12);
const MINUTE_MS = 60_000;
const MANAGERS = ['marta@codigoverde.mx', 'luis@codigoverde.mx'];

const tempDir = createTempDirPerTest('mail-sender');
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });
let clock = START;
let db: ClientDatabase;
let sink: SmtpSink | undefined;
const transports: MailTransport[] = [];

beforeEach(() => {
  clock = START;
  db = openClientDatabase(path.join(tempDir(), 'clients.db'));
});
afterEach(async () => {
  transports.splice(0).forEach((transport) => transport.close());
  await sink?.stop();
  sink = undefined;
  db.close();
});

jest.setTimeout(20_000);

const smtpTransport = (port: number) => {
  const transport = createMailTransport(env({ SMTP_URL: `smtp://127.0.0.1:${port}` }), tempDir());
  transports.push(transport);
  return transport;
};

/** A renderer that shows what it was given: the data's fields, the link among them. */
const render = async (template: string, data: unknown) => {
  const { subject, link } = data as { subject?: string; link?: string };
  return {
    subject: subject ?? `Mensaje ${template}`,
    html: `<p>Hola, <a href="${link ?? ''}">entra aquí</a>.</p>`,
    text: `Hola, entra aquí: ${link ?? ''}`,
  };
};

/** The managers' notice of a failed message: none for one that was for them already. */
const failureNotice = (row: OutboxRow): OutboxMessage | null =>
  row.audience === 'equipo'
    ? null
    : {
        key: `entrega_fallida:${row.id}`,
        template: 'equipo_entrega_fallida',
        audience: 'equipo',
        recipient: '',
        clientId: null,
        summary: `No entregado: ${row.summary}`,
        data: { recipient: row.recipient, summary: row.summary, reason: row.lastError },
      };

function createSender(options: Partial<MailSenderOptions> & Pick<MailSenderOptions, 'transport'>) {
  return createMailSender({
    db,
    render,
    listManagerAddresses: () => MANAGERS,
    failureNotice,
    now: () => clock,
    ...options,
  });
}

const rowOf = (key: string) =>
  db.prepare('SELECT * FROM outbox WHERE event_key = ?').get(key) as Record<string, unknown>;

function queue(key: string, overrides: Partial<OutboxMessage> = {}) {
  enqueueMessage(
    db,
    {
      key,
      template: 'invitacion',
      audience: 'cliente',
      recipient: 'ana@panaderiasol.mx',
      clientId: null,
      summary: 'Invitación a ana@panaderiasol.mx',
      data: { name: 'Ana', link: 'https://codigoverde.mx/cuenta?token=secreto-123' },
      ...overrides,
    },
    clock,
  );
  return rowOf(key);
}

describe('the mail sender', () => {
  it('delivers with the row’s Message-ID, HTML and text parts, marked automatic and Spanish', async () => {
    sink = await startSmtpSink();
    const queued = queue('invitacion:1');
    const sender = createSender({ transport: smtpTransport(sink.port) });

    await expect(sender.deliverDue()).resolves.toBe(1);

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.rcptTo).toEqual(['ana@panaderiasol.mx']);
    expect(mail?.parsed.messageId).toBe(queued.message_id);
    expect(mail?.parsed.subject).toBe('Mensaje invitacion');
    expect(mail?.parsed.html).toContain('href="https://codigoverde.mx/cuenta?token=secreto-123"');
    expect(mail?.parsed.text).toContain(
      'entra aquí: https://codigoverde.mx/cuenta?token=secreto-123',
    );
    expect(mail?.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail?.parsed.headers.get('content-language')).toBe('es');
    expect(mail?.parsed.from?.value).toEqual([
      { name: 'Código Verde', address: 'hola@codigoverde.example' },
    ]);
    expect(rowOf('invitacion:1')).toMatchObject({
      status: 'enviado',
      sent_at: START,
      attempts: 1,
      claimed_until: null,
      last_error: null,
    });
  });

  it('scrubs the link from the stored data once delivered, and keeps the rest', async () => {
    sink = await startSmtpSink();
    queue('invitacion:1');
    await createSender({ transport: smtpTransport(sink.port) }).deliverDue();

    expect(JSON.parse(rowOf('invitacion:1').data as string)).toEqual({ name: 'Ana' });
    const stored = db.prepare("SELECT COUNT(*) FROM outbox WHERE data LIKE '%secreto-123%'");
    expect(stored.pluck().get()).toBe(0);
  });

  it('retries while the SMTP server is down and delivers exactly once when it is back', async () => {
    const port = await findFreePort();
    queue('invitacion:1');
    const sender = createSender({ transport: smtpTransport(port) });

    await expect(sender.deliverDue()).resolves.toBe(0);
    expect(rowOf('invitacion:1')).toMatchObject({
      status: 'pendiente',
      attempts: 1,
      next_attempt_at: START + MINUTE_MS,
      claimed_until: null,
    });
    expect(rowOf('invitacion:1').last_error).toMatch(/^Sin conexión con el servidor de correo/);

    sink = await startSmtpSink(port);
    await expect(sender.deliverDue()).resolves.toBe(0);
    clock += MINUTE_MS;
    await expect(sender.deliverDue()).resolves.toBe(1);
    clock += 60 * MINUTE_MS;
    await expect(sender.deliverDue()).resolves.toBe(0);

    expect(sink.received).toHaveLength(1);
    expect(rowOf('invitacion:1')).toMatchObject({ status: 'enviado', attempts: 2 });
  });

  it('marks a 550 failed with the server’s reason and queues the managers’ notice at once', async () => {
    sink = await startSmtpSink();
    sink.refuseRecipient = (address) => (address === 'nadie@panaderiasol.mx' ? 550 : null);
    queue('invitacion:1', { recipient: 'nadie@panaderiasol.mx', summary: 'Invitación a nadie' });
    const sender = createSender({ transport: smtpTransport(sink.port) });

    await expect(sender.deliverDue()).resolves.toBe(1);

    const failed = rowOf('invitacion:1');
    expect(failed).toMatchObject({ status: 'fallido', attempts: 1, claimed_until: null });
    expect(failed.last_error).toMatch(/^550 5\.1\.1 El buzón no existe/);
    const notice = rowOf(`entrega_fallida:${failed.id as number}`);
    expect(notice).toMatchObject({
      audience: 'equipo',
      summary: 'No entregado: Invitación a nadie',
    });
    expect(JSON.parse(notice.data as string)).toMatchObject({ reason: failed.last_error });
    // The notice went out in the same run, to every manager in one message.
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.rcptTo).toEqual(MANAGERS);
    const to = sink.received[0]?.parsed.to;
    expect(to && !Array.isArray(to) && to.value.map(({ address }) => address)).toEqual(MANAGERS);
    expect(notice.status).toBe('enviado');
    // The failed message keeps its link: a retry from the dashboard needs it.
    expect(JSON.parse(failed.data as string)).toHaveProperty('link');
  });

  it('retries a 451 later, waiting longer each time, and gives up after two days', async () => {
    sink = await startSmtpSink();
    let tries = 0;
    sink.refuseRecipient = (address) => {
      if (MANAGERS.includes(address)) return null;
      tries += 1;
      return 451;
    };
    queue('invitacion:1');
    const sender = createSender({ transport: smtpTransport(sink.port) });

    const waits: number[] = [];
    await sender.deliverDue();
    for (let row = rowOf('invitacion:1'); row.status === 'pendiente'; row = rowOf('invitacion:1')) {
      expect(row.last_error).toMatch(/^451 4\.2\.1/);
      const due = row.next_attempt_at as number;
      waits.push((due - clock) / MINUTE_MS);
      const tried = tries;
      clock = due - 1;
      await sender.deliverDue();
      // Not a moment before it is due.
      expect(tries).toBe(tried);
      clock = due;
      await sender.deliverDue();
    }
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 720, 720, 720]);
    expect(tries).toBe(10);
    const failed = rowOf('invitacion:1');
    expect(failed).toMatchObject({ status: 'fallido', attempts: 10 });
    expect(failed.last_error).toMatch(/^Sin entregar tras 10 intentos: 451 4\.2\.1/);
    expect((clock - START) / 3_600_000).toBeGreaterThan(40);
    expect(rowOf(`entrega_fallida:${failed.id as number}`)).toMatchObject({ status: 'enviado' });
  });

  it('delivers after a restart what a killed process had claimed, once its lease ends', async () => {
    sink = await startSmtpSink();
    queue('invitacion:1');
    queue('invitacion:2');
    // Killed mid-delivery: a claim left behind that nobody will mark.
    db.prepare("UPDATE outbox SET claimed_until = ? WHERE event_key = 'invitacion:1'").run(
      clock + LEASE_MS,
    );
    const restarted = createSender({ transport: smtpTransport(sink.port) });

    await expect(restarted.deliverDue()).resolves.toBe(1);
    expect(sink.received.map((mail) => mail.parsed.messageId)).toEqual([
      rowOf('invitacion:2').message_id,
    ]);

    clock += LEASE_MS + 1;
    await expect(restarted.deliverDue()).resolves.toBe(1);
    expect(sink.received).toHaveLength(2);
    expect(rowOf('invitacion:1')).toMatchObject({ status: 'enviado', claimed_until: null });
    const pending = db.prepare("SELECT COUNT(*) FROM outbox WHERE status != 'enviado'");
    expect(pending.pluck().get()).toBe(0);
  });

  it('never sends a message twice with two senders on the same file', async () => {
    sink = await startSmtpSink();
    for (let n = 1; n <= 30; n += 1) queue(`factura_nueva:${n}`, { template: 'factura_nueva' });
    const otherDb = openClientDatabase(path.join(tempDir(), 'clients.db'));
    const first = createSender({ transport: smtpTransport(sink.port) });
    const second = createSender({ db: otherDb, transport: smtpTransport(sink.port) });

    const [sentByFirst, sentBySecond] = await Promise.all([
      first.deliverDue(),
      second.deliverDue(),
    ]);
    otherDb.close();

    expect(sentByFirst + sentBySecond).toBe(30);
    expect(sentByFirst).toBeGreaterThan(0);
    expect(sentBySecond).toBeGreaterThan(0);
    const ids = sink.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toHaveLength(30);
  });

  it('adds no header through a subject with line breaks', async () => {
    sink = await startSmtpSink();
    queue('invitacion:1', {
      data: { subject: 'Tu factura\r\nBcc: intruso@ejemplo.com\r\n\r\nHola', link: 'x' },
    });
    await createSender({ transport: smtpTransport(sink.port) }).deliverDue();

    const [mail] = sink.received;
    expect(mail?.rcptTo).toEqual(['ana@panaderiasol.mx']);
    expect(mail?.parsed.subject).toBe('Tu factura Bcc: intruso@ejemplo.com Hola');
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.raw.toString()).not.toMatch(/^Bcc:/im);
  });

  it('refuses for good a recipient with a line break, sending nothing', async () => {
    sink = await startSmtpSink();
    queue('invitacion:1', { recipient: 'ana@panaderiasol.mx\r\nBcc: intruso@ejemplo.com' });
    const sender = createSender({
      transport: smtpTransport(sink.port),
      listManagerAddresses: () => [],
    });
    await sender.deliverDue();

    expect(sink.rcptAttempts).toBe(0);
    expect(rowOf('invitacion:1')).toMatchObject({
      status: 'fallido',
      last_error:
        'La dirección del destinatario tiene saltos de línea u otros caracteres de control: no se envía.',
    });
    // The notice for the team fails too, with no manager to send it to, and notifies no one.
    const notice = db
      .prepare("SELECT status, last_error FROM outbox WHERE audience = 'equipo'")
      .all();
    expect(notice).toEqual([
      { status: 'fallido', last_error: 'No hay ningún gerente con un correo al que enviarlo.' },
    ]);
  });

  it('lets other work run between two messages of a long queue', async () => {
    for (let n = 1; n <= 50; n += 1) queue(`factura_nueva:${n}`);
    // A transport that answers at once, as a fast local server would: no I/O to wait on.
    const instant: MailTransport = {
      send: async () => ({ refused: [] }),
      describe: () => '',
      close: () => undefined,
    };
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);

    await expect(createSender({ transport: instant }).deliverDue()).resolves.toBe(50);
    ticking = false;
    expect(turns).toBeGreaterThanOrEqual(49);
  });

  it('wakes on each queued message once started, and stops cleanly', async () => {
    sink = await startSmtpSink();
    const sender = createSender({ transport: smtpTransport(sink.port), pollMs: 60_000 });
    sender.start();
    queue('invitacion:1');
    for (let tries = 0; sink.received.length === 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await sender.stop();

    expect(sink.received).toHaveLength(1);
    queue('invitacion:2');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received).toHaveLength(1);
  });
});
