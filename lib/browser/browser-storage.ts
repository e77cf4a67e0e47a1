// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import 'client-only';
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
