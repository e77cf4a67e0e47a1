// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import 'client-only';
import {
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  CONSENT_COOKIE_DAYS,
  CONSENT_DISMISSED_KEY,
  DEFAULT_USER_DATA,
  USER_DATA_KEY,
  parseUserData,
} from './storage-keys';
import { readCookie, removeCookie, writeCookie } from './browser-cookies';
import { readStorage, readStorageJson, removeStorage, writeStorage } from './browser-storage';
import {
  clearConsentBannerRequest,
  notifyConsentChange,
  wasConsentBannerRequested,
} from './consent-request';

export {
  requestConsentBanner,
  subscribeToConsent,
  wasConsentBannerRequested,
} from './consent-request';

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
  clearConsentBannerRequest();
  notifyConsentChange();
}

/** Rejects or withdraws consent: removes everything persistent, hides the banner for the session. */
export function rejectConsent(): void {
  removeCookie(CONSENT_COOKIE);
  removeStorage(USER_DATA_KEY);
  writeStorage(CONSENT_DISMISSED_KEY, 'rejected', 'session');
  clearConsentBannerRequest();
  notifyConsentChange();
}

/** Whether the banner should show: asked for again, or no decision recorded yet. */
export function isConsentBannerVisible(): boolean {
  return wasConsentBannerRequested() || (!hasAcceptedConsent() && !isConsentDismissedForSession());
}
