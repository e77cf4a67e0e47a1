/** @jest-environment node */
import { formatAuditLine, toAuditEntry } from '@/server/staff/audit';

const row = {
  id: 1,
  occurredAt: Date.UTC(2026, 10, 26, 16, 2),
  actor: 'mariana@codigoverde.mx',
  action: 'intento fallido',
  kind: 'acceso' as const,
  detail: '',
  changes: [],
  attempts: 1,
};

describe("an audit row's address, as staff read it", () => {
  it('shows an IPv4 address the server saw through an IPv6 socket as IPv4', () => {
    expect(toAuditEntry({ ...row, address: '::ffff:203.0.113.7' }).address).toBe('203.0.113.7');
    expect(toAuditEntry({ ...row, address: '2001:db8::1' }).address).toBe('2001:db8::1');
    expect(toAuditEntry({ ...row, address: null }).address).toBeNull();
    expect(formatAuditLine(toAuditEntry({ ...row, address: null }))).toBe(
      '2026-11-26 16:02:00 UTC\tmariana@codigoverde.mx\tintento fallido\tdesde la línea de comandos',
    );
  });
});

describe("an audit row's changes, as staff read them", () => {
  // The example: a concept written to read as a change of amount.
  const edited = {
    ...row,
    action: 'factura_editada',
    kind: 'cambio' as const,
    detail: 'factura CV-1042 de ana@ejemplo.mx',
    address: '203.0.113.7',
    changes: [
      { field: 'Concepto', before: 'Sitio', after: 'Sitio; Monto: $10.00 → $99,999.00' },
      { field: 'Referencia', before: '', after: 'dice "hola" \\ adiós' },
    ],
  };

  it('keeps each change as its own field, before and after, in the API', () => {
    const entry = toAuditEntry(edited);
    expect(entry).toMatchObject({ action: 'factura editada', detail: edited.detail });
    expect(entry.changes).toEqual(edited.changes);
    expect(entry.changes.map((change) => change.field)).toEqual(['Concepto', 'Referencia']);
  });

  it('quotes every value in the text of the command, so none reads as a separator', () => {
    const [, , action, detail] = formatAuditLine(toAuditEntry(edited)).split('\t');
    expect(action).toBe('factura editada');
    expect(detail).toBe(
      'factura CV-1042 de ana@ejemplo.mx · Concepto: "Sitio" → "Sitio; Monto: $10.00 → $99,999.00"; Referencia: "dice \\"hola\\" \\\\ adiós" · desde 203.0.113.7',
    );
  });

  it('counts the tries of an aggregated failure as «×N»', () => {
    const failures = { ...row, action: 'acceso_fallido', attempts: 400, address: '2001:db8::/64' };
    expect(formatAuditLine(toAuditEntry(failures)).split('\t')[2]).toBe(
      'inicio de sesión fallido ×400',
    );
  });
});
