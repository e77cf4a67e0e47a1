// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import 'client-only';
import Cookies from 'js-cookie';

// First-party cookies, kept apart from web storage so that pages reading only storage do not
// load the cookie library.

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
