/** @jest-environment node */
import {
  decryptSecret,
  deriveStaffKeys,
  encryptSecret,
  readStaffKeys,
} from '@/server/staff/secret-key';

const KEY = Buffer.alloc(32, 3).toString('base64');

describe('STAFF_SECRET_KEY', () => {
  it('is required in production', () => {
    expect(() => readStaffKeys({ NODE_ENV: 'production' }, jest.fn())).toThrow(
      /Falta STAFF_SECRET_KEY.*openssl rand -base64 32/,
    );
  });

  it('is replaced by a key of this process only, with a warning, elsewhere', () => {
    const warn = jest.fn();
    const first = readStaffKeys({ NODE_ENV: 'development' }, warn);
    const second = readStaffKeys({ NODE_ENV: 'test' }, warn);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/clave temporal/);
    expect(first.encryption.equals(second.encryption)).toBe(false);
  });

  it('must be 32 bytes in base64', () => {
    const short = Buffer.alloc(16).toString('base64');
    expect(() => readStaffKeys({ NODE_ENV: 'production', STAFF_SECRET_KEY: short })).toThrow(
      /32 bytes/,
    );
    expect(() =>
      readStaffKeys({ NODE_ENV: 'production', STAFF_SECRET_KEY: 'no es base64!' }),
    ).toThrow(/32 bytes/);
    const keys = readStaffKeys({ NODE_ENV: 'production', STAFF_SECRET_KEY: KEY });
    expect(keys.encryption).toHaveLength(32);
    expect(keys.encryption.equals(keys.recoveryCodes)).toBe(false);
  });

  it('encrypts a secret that only the same key and row can read', () => {
    const keys = deriveStaffKeys(Buffer.alloc(32, 3));
    const stored = encryptSecret(keys.encryption, 'JBSWY3DPEHPK3PXP', 'staff:1');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptSecret(keys.encryption, 'JBSWY3DPEHPK3PXP', 'staff:1')).not.toBe(stored);
    expect(decryptSecret(keys.encryption, stored, 'staff:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => decryptSecret(keys.encryption, stored, 'staff:2')).toThrow();
    const other = deriveStaffKeys(Buffer.alloc(32, 4));
    expect(() => decryptSecret(other.encryption, stored, 'staff:1')).toThrow();
  });
});
