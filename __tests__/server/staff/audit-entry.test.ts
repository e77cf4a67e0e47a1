/** @jest-environment node */
import { toAuditEntry } from '@/server/staff/audit';

const row = {
  occurredAt: Date.UTC(2026, 10, 26, 16, 2),
  actor: 'mariana@codigoverde.mx',
  action: 'intento fallido',
  kind: 'acceso' as const,
  detail: '',
};

describe("an audit row's address, as staff read it", () => {
  it('shows an IPv4 address the server saw through an IPv6 socket as IPv4', () => {
    expect(toAuditEntry({ ...row, address: '::ffff:203.0.113.7' }).detail).toBe(
      'desde 203.0.113.7',
    );
    expect(toAuditEntry({ ...row, address: '2001:db8::1' }).detail).toBe('desde 2001:db8::1');
    expect(toAuditEntry({ ...row, address: null }).detail).toBe('desde la línea de comandos');
  });
});
