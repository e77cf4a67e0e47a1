// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
import { CLIENT_TOKEN_KEY } from '../browser/storage-keys';
import { readStorage, removeStorage, writeStorage } from '../browser/browser-storage';

const CHANGE_EVENT = 'client-token-change';

/** Subscribes to token changes made in this tab or, through the storage event, in another tab. */
export function subscribeToClientToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CLIENT_TOKEN_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The stored session token, or null when there is none (or storage is unavailable). */
export function readClientToken(): string | null {
  const token = readStorage(CLIENT_TOKEN_KEY);
  return token && token.trim() ? token : null;
}

/** Stores the session token and tells this tab's listeners. */
export function saveClientToken(token: string): void {
  writeStorage(CLIENT_TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Forgets the session token and tells this tab's listeners. */
export function clearClientToken(): void {
  removeStorage(CLIENT_TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
