/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listAuditEvents, recordAuditEvent } from '@/server/client-area/audit';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';
import {
  AUDIT_RETENTION_MS,
  LINK_RETENTION_MS,
  MESSAGE_RETENTION_MS,
  deleteExpiredRecords,
  keepClientRetention,
} from '@/server/client-area/retention';
import {
  createClient,
  createSession,
  findSessionClient,
  revokeSession,
  SESSION_TTL_MS,
} from '@/server/client-area/store';
import { RETENTION_INTERVAL_MS } from '@/server/shared/hourly';
import { enqueueMessage } from '@/server/shared/mail/outbox';
import { TRUSTED_DEVICE_MS, findTrustedDevice, trustDevice } from '@/server/shared/trusted-devices';

const NOW = Date.UTC(2026, 10, 25, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

function openDatabase(): ClientDatabase {
  return openClientDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'retention-')), 'c.db'));
}

function addClient(db: ClientDatabase, email = 'ana@panaderiasol.mx') {
  return createClient(db, {
    email,
    name: 'Ana López',
    company: 'Panadería Sol',
    passwordHash: 'x',
  });
}

function recordLogin(db: ClientDatabase, occurredAt: number, email = 'ana@panaderiasol.mx') {
  recordAuditEvent(db, {
    occurredAt,
    type: 'login_succeeded',
    email,
    clientId: null,
    address: '203.0.113.7',
  });
}

const auditTimes = (db: ClientDatabase, email = 'ana@panaderiasol.mx') =>
  listAuditEvents(db, email, 100).map((event) => event.occurredAt);

describe('deleteExpiredRecords', () => {
  test('deletes audit events from 90 days ago or earlier and keeps the newer ones', () => {
    const db = openDatabase();
    expect(AUDIT_RETENTION_MS).toBe(90 * DAY_MS);
    const kept = [NOW - AUDIT_RETENTION_MS + 1, NOW - DAY_MS, NOW];
    for (const time of [NOW - AUDIT_RETENTION_MS, NOW - 400 * DAY_MS, ...kept])
      recordLogin(db, time);
    recordLogin(db, NOW - 91 * DAY_MS, 'luis@cafealtura.mx');

    expect(deleteExpiredRecords(db, NOW)).toEqual({
      auditEvents: 3,
      sessions: 0,
      trustedDevices: 0,
      messages: 0,
      accountLinks: 0,
    });
    expect(auditTimes(db)).toEqual([...kept].reverse());
    expect(auditTimes(db, 'luis@cafealtura.mx')).toEqual([]);
  });

  test('deletes expired and closed sessions; a live one still opens the panel', () => {
    const db = openDatabase();
    const clientId = addClient(db);
    const expired = createSession(db, clientId, NOW - SESSION_TTL_MS);
    const closed = createSession(db, clientId, NOW - DAY_MS);
    revokeSession(db, closed.token, NOW - 1);
    const live = createSession(db, clientId, NOW - DAY_MS);

    expect(deleteExpiredRecords(db, NOW)).toEqual({
      auditEvents: 0,
      sessions: 2,
      trustedDevices: 0,
      messages: 0,
      accountLinks: 0,
    });
    expect(findSessionClient(db, live.token, NOW)).toBe(clientId);
    expect(findSessionClient(db, expired.token, NOW - DAY_MS)).toBeNull();
    expect(findSessionClient(db, closed.token, NOW - DAY_MS)).toBeNull();
    expect(db.prepare('SELECT COUNT(*) FROM sessions').pluck().get()).toBe(1);
  });

  test('forgets a browser a year after its last sign-in there', () => {
    const db = openDatabase();
    const clientId = addClient(db);
    const forgotten = trustDevice(db, null, clientId, NOW - TRUSTED_DEVICE_MS);
    const known = trustDevice(db, null, clientId, NOW - DAY_MS);

    expect(deleteExpiredRecords(db, NOW)).toEqual({
      auditEvents: 0,
      sessions: 0,
      trustedDevices: 1,
      messages: 0,
      accountLinks: 0,
    });
    expect(findTrustedDevice(db, forgotten, clientId, NOW - DAY_MS)).toBeNull();
    expect(findTrustedDevice(db, known, clientId, NOW)).not.toBeNull();
  });

  test('is a no-op on an empty database', () => {
    expect(deleteExpiredRecords(openDatabase(), NOW)).toEqual({
      auditEvents: 0,
      sessions: 0,
      trustedDevices: 0,
      messages: 0,
      accountLinks: 0,
    });
  });
});

describe('deleteExpiredRecords, of the e-mail', () => {
  test('keeps a year of sent and failed messages, every pending one, and a month of used links', () => {
    const db = openDatabase();
    const queue = (key: string, at: number, status: string) => {
      enqueueMessage(
        db,
        {
          key,
          template: 'factura_nueva',
          audience: 'cliente',
          recipient: 'a@b.mx',
          clientId: null,
          summary: key,
          data: {},
        },
        at,
      );
      db.prepare('UPDATE outbox SET status = ? WHERE event_key = ?').run(status, key);
    };
    queue('viejo-enviado', NOW - MESSAGE_RETENTION_MS, 'enviado');
    queue('viejo-fallido', NOW - MESSAGE_RETENTION_MS - DAY_MS, 'fallido');
    queue('viejo-pendiente', NOW - MESSAGE_RETENTION_MS - DAY_MS, 'pendiente');
    queue('reciente', NOW - MESSAGE_RETENTION_MS + 1, 'enviado');
    const clientId = addClient(db);
    const link = (hash: string, expiresAt: number, usedAt: number | null) =>
      db
        .prepare(
          `INSERT INTO account_links (token_hash, client_id, purpose, created_at, expires_at, used_at)
           VALUES (?, ?, 'restablecer', ?, ?, ?)`,
        )
        .run(hash, clientId, expiresAt - 3_600_000, expiresAt, usedAt);
    link('usado-hace-mucho', NOW, NOW - LINK_RETENTION_MS);
    link('vencido-hace-mucho', NOW - LINK_RETENTION_MS, null);
    link('usado-ayer', NOW, NOW - DAY_MS);
    link('vivo', NOW + 3_600_000, null);

    const deleted = deleteExpiredRecords(db, NOW);
    expect([deleted.messages, deleted.accountLinks]).toEqual([2, 2]);
    const keys = db.prepare('SELECT event_key FROM outbox ORDER BY id').pluck().all();
    expect(keys).toEqual(['viejo-pendiente', 'reciente']);
    const links = db.prepare('SELECT token_hash FROM account_links ORDER BY rowid').pluck().all();
    expect(links).toEqual(['usado-ayer', 'vivo']);
  });
});

describe('keepClientRetention', () => {
  afterEach(() => jest.useRealTimers());

  test('deletes at once, then every hour until stopped', () => {
    jest.useFakeTimers();
    const db = openDatabase();
    const clock = { now: NOW };
    recordLogin(db, NOW - AUDIT_RETENTION_MS);
    const stop = keepClientRetention(db, () => clock.now);
    expect(auditTimes(db)).toEqual([]);

    recordLogin(db, NOW);
    clock.now = NOW + AUDIT_RETENTION_MS;
    jest.advanceTimersByTime(RETENTION_INTERVAL_MS - 1);
    expect(auditTimes(db)).toEqual([NOW]);
    jest.advanceTimersByTime(1);
    expect(auditTimes(db)).toEqual([]);

    stop();
    recordLogin(db, NOW);
    jest.advanceTimersByTime(RETENTION_INTERVAL_MS * 3);
    expect(auditTimes(db)).toEqual([NOW]);
  });
});
