/** @jest-environment node */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  decryptSecret,
  deriveStaffKeys,
  encryptSecret,
  readStaffKeys,
} from '@/server/staff/secret-key';
import { createTempDirPerTest } from '../../fixtures/temp-dir';

const KEY = Buffer.alloc(32, 3).toString('base64');

const tempDir = createTempDirPerTest('staff-key');
let keyPath: string;
beforeEach(() => {
  keyPath = path.join(tempDir(), 'data', 'staff-secret.key');
});

const readKeys = (env: Record<string, string> = {}, report = jest.fn()) =>
  readStaffKeys({ env, keyPath, report });

describe('the staff key', () => {
  it('without STAFF_SECRET_KEY, is made once in an owner-only file and named at start', () => {
    const report = jest.fn();
    const first = readKeys({}, report);
    expect(statSync(keyPath).mode & 0o777).toBe(0o600);
    const text = readFileSync(keyPath, 'utf8');
    expect(Buffer.from(text.trim(), 'base64')).toHaveLength(32);
    expect(readdirSync(path.dirname(keyPath))).toEqual(['staff-secret.key']);
    expect(report).toHaveBeenCalledWith(expect.stringContaining(`${keyPath} (creada ahora)`));
    expect(report.mock.calls[0]?.[0]).toMatch(/aparte de los respaldos/);

    const again = jest.fn();
    const second = readKeys({ NODE_ENV: 'production' }, again);
    expect(readFileSync(keyPath, 'utf8')).toBe(text);
    expect(second.encryption.equals(first.encryption)).toBe(true);
    expect(second.recoveryCodes.equals(first.recoveryCodes)).toBe(true);
    expect(again.mock.calls[0]?.[0]).toContain(keyPath);
    expect(again.mock.calls[0]?.[0]).not.toMatch(/creada/);
  });

  it('refuses a key file that others may read', () => {
    readKeys();
    chmodSync(keyPath, 0o640);
    expect(() => readKeys()).toThrow(/permisos 640.*chmod 600/);
  });

  it('refuses a key file that holds anything but 32 bytes in base64', () => {
    mkdirSync(path.dirname(keyPath));
    for (const content of ['', 'no es una clave\n', `${Buffer.alloc(16).toString('base64')}\n`]) {
      writeFileSync(keyPath, content, { mode: 0o600 });
      expect(() => readKeys()).toThrow(/no contiene una clave de 32 bytes/);
    }
  });

  it('is STAFF_SECRET_KEY when set, with no file made or read', () => {
    const keys = readKeys({ NODE_ENV: 'production', STAFF_SECRET_KEY: KEY });
    expect(existsSync(keyPath)).toBe(false);
    expect(keys.encryption.equals(deriveStaffKeys(Buffer.alloc(32, 3)).encryption)).toBe(true);

    const fromFile = readKeys();
    const report = jest.fn();
    const fromEnv = readKeys({ STAFF_SECRET_KEY: KEY }, report);
    expect(fromEnv.encryption.equals(keys.encryption)).toBe(true);
    expect(fromEnv.encryption.equals(fromFile.encryption)).toBe(false);
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/STAFF_SECRET_KEY/));
  });

  it('must be 32 bytes in base64 in STAFF_SECRET_KEY', () => {
    const short = Buffer.alloc(16).toString('base64');
    expect(() => readKeys({ STAFF_SECRET_KEY: short })).toThrow(/32 bytes/);
    expect(() => readKeys({ STAFF_SECRET_KEY: 'no es base64!' })).toThrow(/32 bytes/);
    expect(existsSync(keyPath)).toBe(false);
    const keys = readKeys({ STAFF_SECRET_KEY: KEY });
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
