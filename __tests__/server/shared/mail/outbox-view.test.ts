/** @jest-environment node */
import path from 'node:path';
import { MESSAGE_LABELS } from '@/server/client-area/mail/message-types';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';
import { createClient } from '@/server/client-area/store';
import { classifyFailure, PermanentMailError } from '@/server/shared/mail/delivery-failure';
import { enqueueMessage, onMessageQueued, retryMessage } from '@/server/shared/mail/outbox';
import {
  countOutbox,
  listClientMessages,
  listOutbox,
  toOutboxEntry,
} from '@/server/shared/mail/outbox-view';
import { outboxEntrySchema } from '@/lib/staff-area/client-work-contract';
import { createTempDirPerTest } from '../../../fixtures/temp-dir';

const START = Date.UTC(2026, 10, 25, 12);
const tempDir = createTempDirPerTest('outbox-view');
let db: ClientDatabase;

beforeEach(() => {
  db = openClientDatabase(path.join(tempDir(), 'clients.db'));
});
afterEach(() => db.close());

function queue(
  key: string,
  clientId: number | null = null,
  audience: 'cliente' | 'equipo' = 'cliente',
) {
  enqueueMessage(
    db,
    {
      key,
      template: audience === 'equipo' ? 'equipo_cfdi_solicitado' : 'factura_nueva',
      audience,
      recipient: audience === 'equipo' ? '' : 'ana@panaderiasol.mx',
      clientId,
      summary: `Mensaje ${key}`,
      data: { link: 'https://codigoverde.mx/secreto' },
    },
    START,
  );
}

const setStatus = (key: string, status: string, error: string | null = null) =>
  db
    .prepare('UPDATE outbox SET status = ?, last_error = ?, attempts = 3 WHERE event_key = ?')
    .run(status, error, key);

describe('the staff’s outbox', () => {
  it('pages newest first by id, filtered by status, with the counts of each', () => {
    for (let n = 1; n <= 7; n += 1) queue(`m:${n}`);
    setStatus('m:2', 'fallido', '550 5.1.1 El buzón no existe');
    setStatus('m:5', 'fallido', '550 5.1.1 El buzón no existe');
    setStatus('m:6', 'enviado');

    const first = listOutbox(db, { limit: 3 });
    expect(first.map((row) => row.key)).toEqual(['m:7', 'm:6', 'm:5']);
    const second = listOutbox(db, { limit: 3, before: first.at(-1)?.id });
    expect(second.map((row) => row.key)).toEqual(['m:4', 'm:3', 'm:2']);
    expect(listOutbox(db, { status: 'fallido' }).map((row) => row.key)).toEqual(['m:5', 'm:2']);
    const failedAfterFirst = listOutbox(db, { status: 'fallido', before: first.at(-1)?.id });
    expect(failedAfterFirst.map((row) => row.key)).toEqual(['m:2']);
    expect(countOutbox(db)).toEqual({ pendiente: 4, enviado: 1, fallido: 2 });
    expect(first[0]).not.toHaveProperty('data');
  });

  it('reads a page from the index, whatever page it is', () => {
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((step) => step.detail)
        .join('; ');
    expect(plan('SELECT id FROM outbox WHERE id < 10 ORDER BY id DESC LIMIT 50')).toMatch(
      /USING INTEGER PRIMARY KEY \(rowid<\?\)/,
    );
    expect(plan('SELECT id FROM outbox WHERE client_id = 1 ORDER BY id DESC LIMIT 50')).toMatch(
      /USING (COVERING )?INDEX outbox_client/,
    );
  });

  it('lists one client’s messages, newest first', () => {
    const ana = createClient(db, {
      email: 'ana@panaderiasol.mx',
      name: 'Ana',
      company: 'Sol',
      passwordHash: 'x',
    });
    queue('a:1', ana);
    queue('otro:1');
    queue('a:2', ana);
    expect(listClientMessages(db, ana).map((row) => row.key)).toEqual(['a:2', 'a:1']);
    expect(listClientMessages(db, ana, 1).map((row) => row.key)).toEqual(['a:2']);
  });

  it('puts only a failed message back in the queue, with its tries from zero', async () => {
    queue('m:1');
    queue('m:2');
    setStatus('m:1', 'fallido', '550 5.1.1 El buzón no existe');
    // The queued messages' own wake-ups (and the earlier tests') go by before listening.
    await new Promise((resolve) => setImmediate(resolve));
    const woken = jest.fn();
    const stopListening = onMessageQueued(woken);

    expect(retryMessage(db, 2, START + 5)).toBe(false);
    const [failed] = listOutbox(db, { status: 'fallido' });
    expect(retryMessage(db, failed?.id ?? 0, START + 5)).toBe(true);
    expect(retryMessage(db, failed?.id ?? 0, START + 5)).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    stopListening();

    expect(woken).toHaveBeenCalledTimes(1);
    expect(listOutbox(db, { status: 'pendiente' }).map((row) => row.key)).toEqual(['m:2', 'm:1']);
    expect(
      db.prepare("SELECT attempts, next_attempt_at FROM outbox WHERE event_key = 'm:1'").get(),
    ).toEqual({ attempts: 0, next_attempt_at: START + 5 });
  });

  it('maps a row to the contract’s entry, naming the team for its messages', () => {
    queue('m:1');
    queue('equipo:1', null, 'equipo');
    setStatus('m:1', 'fallido', '550 5.1.1 El buzón no existe');
    const [forTeam, failed] = listOutbox(db).map((row) => toOutboxEntry(row, MESSAGE_LABELS));

    expect(outboxEntrySchema.parse(failed)).toEqual({
      id: 1,
      template: 'factura_nueva',
      label: 'Factura nueva',
      summary: 'Mensaje m:1',
      recipient: 'ana@panaderiasol.mx',
      clientId: null,
      status: 'fallido',
      attempts: 3,
      createdAt: '2026-11-25T12:00:00.000Z',
      sentAt: null,
      nextAttemptAt: null,
      error: '550 5.1.1 El buzón no existe',
    });
    expect(outboxEntrySchema.parse(forTeam)).toMatchObject({
      label: 'Solicitud de CFDI (equipo)',
      recipient: 'Gerentes del equipo',
      status: 'pendiente',
      nextAttemptAt: '2026-11-25T12:00:00.000Z',
    });
  });
});

describe('a failed delivery', () => {
  const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('x'), fields);

  it('is permanent for a 5xx to the recipient or the message, and keeps the server’s words', () => {
    expect(
      classifyFailure(
        smtpError({
          code: 'EENVELOPE',
          responseCode: 550,
          command: 'RCPT TO',
          response: '550 5.1.1 No existe',
        }),
      ),
    ).toEqual({ permanent: true, reason: '550 5.1.1 No existe' });
    expect(
      classifyFailure(
        smtpError({ code: 'EMESSAGE', responseCode: 554, command: 'DATA', response: '554 Spam' }),
      ),
    ).toEqual({ permanent: true, reason: '554 Spam' });
    expect(classifyFailure(new PermanentMailError('Sin gerentes.'))).toEqual({
      permanent: true,
      reason: 'Sin gerentes.',
    });
  });

  it('is temporary for a 4xx, a dropped connection, or a login or sender the server refuses', () => {
    const temporary = [
      smtpError({
        code: 'EENVELOPE',
        responseCode: 451,
        command: 'RCPT TO',
        response: '451 Luego',
      }),
      smtpError({ code: 'ESOCKET', command: 'CONN' }),
      smtpError({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN', response: '535 No' }),
      smtpError({ code: 'EENVELOPE', responseCode: 553, command: 'MAIL FROM', response: '553 No' }),
      new Error('Connection pool was closed'),
    ];
    expect(temporary.map((error) => classifyFailure(error).permanent)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(classifyFailure(smtpError({ code: 'ECONNECTION' })).reason).toBe(
      'Sin conexión con el servidor de correo: x',
    );
  });
});
