// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import { isRecord } from '../content/is-record';

/** The browser storage contract of SPEC §8, in one place. */
export const CONSENT_COOKIE = 'userConsent';
export const CONSENT_ACCEPTED = 'accepted';
export const CONSENT_COOKIE_DAYS = 365;
export const USER_DATA_KEY = 'userData';
export const CLIENT_TOKEN_KEY = 'clientToken';
/**
 * The cookie the API sets (HttpOnly, so no script reads it) on a browser that signed in to the
 * client area: it keeps that browser's own allowance of login attempts (server/shared/trusted-devices.ts).
 */
export const CLIENT_DEVICE_COOKIE = '__Host-cv_dispositivo';
/** Days the client area's device cookie lasts after the last sign-in with it. */
export const CLIENT_DEVICE_COOKIE_DAYS = 365;
/** sessionStorage flag: the visitor rejected cookies for the rest of this browser session. */
export const CONSENT_DISMISSED_KEY = 'cookieConsentDismissed';
/** localStorage: the raffle demo on /sistema-rifas (chosen numbers and the demo round). */
export const RAFFLE_DEMO_KEY = 'raffleDemo';

export const DEFAULT_USER_DATA = { theme: 'dark', lang: 'es' } as const;
export type UserData = typeof DEFAULT_USER_DATA;

/** The stored `userData` when it is exactly the value the contract writes, else null. */
export function parseUserData(value: unknown): UserData | null {
  return isRecord(value) && value.theme === 'dark' && value.lang === 'es'
    ? DEFAULT_USER_DATA
    : null;
}
