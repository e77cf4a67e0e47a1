/** @jest-environment node */
import path from 'node:path';
import { auditQuerySchema } from '@/lib/staff-area/staff-contract';
import { listAuditEvents, recordAuditEvent } from '@/server/client-area/audit';
import { openClientDatabase } from '@/server/client-area/database';
import { listAuditLog, recordStaffAudit, staffAuditSource } from '@/server/staff/audit';
import { openStaffDatabase } from '@/server/staff/database';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

// A stranger's failed sign-ins add up in a count instead of growing the log one row per try:
// one row per e-mail tried, network and 15 minutes, in the staff log and in the clients' events.
const dir = createTempDirPerTest('failed-attempts');
const T0 = Date.UTC(2026, 10, 20, 18);
const MARTA = 'marta@codigoverde.mx';

/** 400 tries, one every 4.5 s (two 15-minute windows), each from another address of one /64. */
const tries = Array.from({ length: 400 }, (_, n) => ({
  occurredAt: T0 + n * 4500,
  address: `2001:db8:1:2:${(n * 7919).toString(16).slice(-4)}::${n.toString(16)}`,
  email: n % 2 === 0 ? MARTA : 'nadie@codigoverde.mx',
}));

describe('failed sign-ins in the audit logs', () => {
  it('writes a handful of staff rows with the right counts for 400 tries from one network', () => {
    const db = openStaffDatabase(path.join(dir(), 'staff.db'));
    for (const { occurredAt, address, email } of tries) {
      const known = email === MARTA;
      recordStaffAudit(db, {
        occurredAt,
        address,
        action: 'acceso_fallido',
        actor: known ? email : '',
        detail: known ? 'contraseña incorrecta' : `correo desconocido: ${email}`,
      });
    }
    // One more from another network, and two sign-ins, which are never added up.
    const other = { occurredAt: T0, actor: MARTA, detail: 'contraseña incorrecta' };
    recordStaffAudit(db, { ...other, action: 'acceso_fallido', address: '203.0.113.7' });
    recordStaffAudit(db, { ...other, action: 'sesion_iniciada', address: '203.0.113.7' });
    recordStaffAudit(db, { ...other, action: 'sesion_iniciada', address: '203.0.113.7' });

    expect(db.prepare('SELECT COUNT(*) FROM staff_audit').pluck().get()).toBe(7);
    const query = auditQuerySchema.parse({ tipo: 'acceso' });
    const { entries } = listAuditLog(db, [staffAuditSource(db)], query);
    const failures = entries
      .filter((entry) => entry.action === 'inicio de sesión fallido')
      .map(({ at, actor, detail, address, attempts }) => ({
        at,
        actor,
        detail,
        address,
        attempts,
      }));
    const network = '2001:db8:1:2::/64';
    const second = new Date(T0 + 200 * 4500).toISOString();
    const secondUnknown = new Date(T0 + 201 * 4500).toISOString();
    const first = new Date(T0).toISOString();
    const firstUnknown = new Date(T0 + 4500).toISOString();
    expect(failures).toEqual([
      {
        at: secondUnknown,
        actor: '',
        detail: 'correo desconocido: nadie@codigoverde.mx',
        address: network,
        attempts: 100,
      },
      {
        at: second,
        actor: MARTA,
        detail: 'contraseña incorrecta',
        address: network,
        attempts: 100,
      },
      {
        at: firstUnknown,
        actor: '',
        detail: 'correo desconocido: nadie@codigoverde.mx',
        address: network,
        attempts: 100,
      },
      {
        at: first,
        actor: MARTA,
        detail: 'contraseña incorrecta',
        address: '203.0.113.7',
        attempts: 1,
      },
      { at: first, actor: MARTA, detail: 'contraseña incorrecta', address: network, attempts: 100 },
    ]);
    expect(entries.filter((entry) => entry.action === 'inicio de sesión')).toEqual([
      expect.objectContaining({ attempts: 1 }),
      expect.objectContaining({ attempts: 1 }),
    ]);
  });

  it('keeps the address of tries that all came from it', () => {
    const db = openStaffDatabase(path.join(dir(), 'staff.db'));
    for (let n = 0; n < 5; n += 1) {
      recordStaffAudit(db, {
        occurredAt: T0 + n * 1000,
        address: '198.51.100.4',
        action: 'acceso_fallido',
        actor: MARTA,
        detail: 'código incorrecto',
      });
    }
    expect(db.prepare('SELECT address, attempts FROM staff_audit').all()).toEqual([
      { address: '198.51.100.4', attempts: 5 },
    ]);
  });

  it('adds up the client area’s failed logins the same way', () => {
    const db = openClientDatabase(path.join(dir(), 'clients.db'));
    for (const { occurredAt, address, email } of tries) {
      recordAuditEvent(db, { occurredAt, address, email, clientId: null, type: 'login_failed' });
    }
    const success = { occurredAt: T0, address: '203.0.113.7', email: MARTA, clientId: null };
    recordAuditEvent(db, { ...success, type: 'login_succeeded' });
    recordAuditEvent(db, { ...success, type: 'login_succeeded' });

    expect(db.prepare('SELECT COUNT(*) FROM audit_events').pluck().get()).toBe(6);
    expect(
      listAuditEvents(db, MARTA, 10).map(({ type, address, attempts }) => ({
        type,
        address,
        attempts,
      })),
    ).toEqual([
      { type: 'login_failed', address: '2001:db8:1:2::/64', attempts: 100 },
      { type: 'login_succeeded', address: '203.0.113.7', attempts: 1 },
      { type: 'login_succeeded', address: '203.0.113.7', attempts: 1 },
      { type: 'login_failed', address: '2001:db8:1:2::/64', attempts: 100 },
    ]);
    expect(listAuditEvents(db, 'NADIE@codigoverde.mx', 10).map((event) => event.attempts)).toEqual([
      100, 100,
    ]);
  });
});
