// lib/browser: browser storage, consent, clipboard and scroll. Keys and inventory are shared with the server render; the rest is client-only.
import { isRecord } from '../content/is-record';

/** The browser storage contract of SPEC §8, in one place. */
export const CONSENT_COOKIE = 'userConsent';
export const CONSENT_ACCEPTED = 'accepted';
export const CONSENT_COOKIE_DAYS = 365;
export const USER_DATA_KEY = 'userData';
export const CLIENT_TOKEN_KEY = 'clientToken';
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
