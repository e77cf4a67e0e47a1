import {
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_DISMISSED_KEY,
  DEFAULT_USER_DATA,
  USER_DATA_KEY,
  parseUserData,
} from './storage-keys';
import {
  readCookie,
  readStorage,
  readStorageJson,
  removeCookie,
  removeStorage,
  writeCookie,
  writeStorage,
} from './browser-storage';

const CHANGE_EVENT = 'cookie-consent-change';
let bannerRequested = false;

function notifyChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** True when the visitor accepted cookies. */
export function hasAcceptedConsent(): boolean {
  return readCookie(CONSENT_COOKIE) === CONSENT_ACCEPTED;
}

/** With consent given, restores `userData` when it is missing or corrupted. */
export function ensureUserData(): void {
  if (hasAcceptedConsent() && !readStorageJson(USER_DATA_KEY, parseUserData)) {
    writeStorage(USER_DATA_KEY, JSON.stringify(DEFAULT_USER_DATA));
  }
}

/** True when the visitor rejected cookies earlier in this browser session. */
export function isConsentDismissedForSession(): boolean {
  return readStorage(CONSENT_DISMISSED_KEY, 'session') === 'rejected';
}

/** Records consent: the cookie for a year and the visitor's preferences. */
export function acceptConsent(): void {
  writeCookie(CONSENT_COOKIE, CONSENT_ACCEPTED, CONSENT_COOKIE_DAYS);
  writeStorage(USER_DATA_KEY, JSON.stringify(DEFAULT_USER_DATA));
  removeStorage(CONSENT_DISMISSED_KEY, 'session');
  bannerRequested = false;
  notifyChange();
}

/** Rejects or withdraws consent: removes everything persistent, hides the banner for the session. */
export function rejectConsent(): void {
  removeCookie(CONSENT_COOKIE);
  removeStorage(USER_DATA_KEY);
  writeStorage(CONSENT_DISMISSED_KEY, 'rejected', 'session');
  bannerRequested = false;
  notifyChange();
}

/** Asks the consent banner to show again (from "Preferencias de cookies"). */
export function requestConsentBanner(): void {
  bannerRequested = true;
  notifyChange();
}

/** Whether the banner should show: asked for again, or no decision recorded yet. */
export function isConsentBannerVisible(): boolean {
  return bannerRequested || (!hasAcceptedConsent() && !isConsentDismissedForSession());
}

/** True while the banner shows because the visitor asked for it again. */
export function wasConsentBannerRequested(): boolean {
  return bannerRequested;
}

/** Listens for consent decisions and requests to show the banner. */
export function subscribeToConsent(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}
