import { readCookie, writeCookie } from '@/lib/browser/browser-cookies';
import {
  readStorage,
  readStorageJson,
  removeStorage,
  writeStorage,
} from '@/lib/browser/browser-storage';
import { parseUserData } from '@/lib/browser/storage-keys';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

describe('readStorageJson', () => {
  it('returns a value that passes the check', () => {
    localStorage.setItem('userData', '{"theme":"dark","lang":"es"}');
    expect(readStorageJson('userData', parseUserData)).toEqual({ theme: 'dark', lang: 'es' });
  });

  it('treats bad JSON as absent and removes the key', () => {
    localStorage.setItem('userData', '{bad');
    expect(readStorageJson('userData', parseUserData)).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('treats an unexpected shape as absent and removes the key', () => {
    localStorage.setItem('userData', '{"theme":"neon"}');
    expect(readStorageJson('userData', parseUserData)).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});

describe('web storage that throws', () => {
  it('reads as absent and refuses writes without throwing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStorage('clientToken')).toBeNull();
    expect(writeStorage('clientToken', 'x')).toBe(false);
    expect(() => removeStorage('clientToken')).not.toThrow();
    expect(readStorageJson('userData', parseUserData)).toBeNull();
  });

  it('reads as absent when the storage object itself is unavailable', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStorage('clientToken')).toBeNull();
    expect(writeStorage('clientToken', 'x')).toBe(false);
  });
});

describe('cookies', () => {
  it('round-trips a value', () => {
    writeCookie('userConsent', 'accepted', 365);
    expect(readCookie('userConsent')).toBe('accepted');
  });

  it('treats a value that is not valid URI encoding as absent and removes it', () => {
    document.cookie = 'userConsent=%E0%A4%A; path=/';
    expect(readCookie('userConsent')).toBeNull();
    expect(document.cookie).not.toContain('userConsent');
  });

  it('reads a missing cookie as absent', () => {
    expect(readCookie('userConsent')).toBeNull();
  });
});
