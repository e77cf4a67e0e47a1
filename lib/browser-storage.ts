import Cookies from 'js-cookie';

type StorageArea = 'local' | 'session';

function getArea(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a key from web storage; unavailable storage or a throwing getter reads as absent. */
export function readStorage(key: string, area: StorageArea = 'local'): string | null {
  try {
    return getArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key to web storage; returns false when the browser refuses (private mode, quota). */
export function writeStorage(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    const storage = getArea(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key from web storage, ignoring a storage that is unavailable. */
export function removeStorage(key: string, area: StorageArea = 'local'): void {
  try {
    getArea(area)?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

/**
 * Reads a JSON value and checks it with `parse`, which returns null for an unexpected shape.
 * Bad JSON or an unexpected shape is removed and reads as absent, so a corrupted key can never
 * break a page. (A plain function rather than a zod schema keeps zod out of the browser bundle.)
 */
export function readStorageJson<T>(
  key: string,
  parse: (value: unknown) => T | null,
  area: StorageArea = 'local',
): T | null {
  const raw = readStorage(key, area);
  if (raw === null) return null;
  try {
    const parsed = parse(JSON.parse(raw));
    if (parsed !== null) return parsed;
  } catch {
    // Falls through to removal: the stored text is not JSON.
  }
  removeStorage(key, area);
  return null;
}

function hasRawCookie(name: string): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** Reads a cookie; a value that is not valid URI encoding is removed and reads as absent. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const value = Cookies.get(name);
  if (value !== undefined) return value;
  if (hasRawCookie(name)) Cookies.remove(name, { path: '/' });
  return null;
}

/** Writes a first-party cookie for the whole site (Secure when served over HTTPS). */
export function writeCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, {
    expires: days,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}

/** Removes a site-wide cookie. */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
