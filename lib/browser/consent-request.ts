// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import 'client-only';
// The part of the cookie consent every page loads: asking for the banner and hearing about
// decisions. Reading and writing the decision (lib/browser/consent.ts) loads with the banner, after
// hydration.

const CHANGE_EVENT = 'cookie-consent-change';
let bannerRequested = false;

/** Tells every listener that the consent state or the banner request changed. */
export function notifyConsentChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Asks the consent banner to show again (from "Preferencias de cookies"). */
export function requestConsentBanner(): void {
  bannerRequested = true;
  notifyConsentChange();
}

/** True while the banner shows because the visitor asked for it again. */
export function wasConsentBannerRequested(): boolean {
  return bannerRequested;
}

/** The visitor decided: the banner request is answered. */
export function clearConsentBannerRequest(): void {
  bannerRequested = false;
}

/** Listens for consent decisions and requests to show the banner. */
export function subscribeToConsent(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}
