import type { Context } from 'hono';
import { CLIENT_DEVICE_COOKIE } from '../../lib/browser/storage-keys';
import type { FiscalDataErrors } from '../../lib/client-area/fiscal-data';
import { readClientAddress } from '../shared/client-address';
import {
  RATE_LIMIT_WINDOW_MS,
  RateLimiter,
  isAccountCeilingKey,
  type CountedKey,
} from '../shared/rate-limiter';
import {
  findTrustedDevice,
  readDeviceCookie,
  setDeviceCookie,
  trustDevice,
} from '../shared/trusted-devices';
import type { ClientDatabase } from './database';
import { findSessionClient } from './store';

/**
 * Refused requests per key in 15 minutes where only a session holder can count (password
 * changes, CFDI requests); the login's own limits are `SIGN_IN_LIMITS`.
 */
const ATTEMPT_LIMIT = 5;

export const NO_SESSION = 'Tu sesión no es válida o ya expiró.';

const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera unos minutos antes de volver a intentar.';
const TOO_MANY_ELSEWHERE =
  'Hubo demasiados intentos fallidos con este correo desde otros lugares. Por seguridad, en este navegador espera unos minutos; en uno donde ya entraste antes puedes intentar ahora.';

export interface ClientRouteOptions {
  db: ClientDatabase;
  /** Behind a reverse proxy (nginx), take the visitor's address from its `X-Real-IP` header. */
  trustProxy: boolean;
  now: () => number;
}

export function fail(c: Context, status: 400 | 401 | 403 | 404 | 409 | 422 | 429, error: string) {
  return c.json({ error }, status);
}

/** A 400 naming what is wrong with each field, so the form can show it beside the field. */
export function failFields(c: Context, fields: FiscalDataErrors) {
  return c.json({ error: 'Revisa los datos fiscales marcados.', fields }, 400);
}

function readBearerToken(c: Context): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * What every route module of the client area shares: its database and clock, the request's
 * address, the session of its bearer token, the browser's device cookie, and the limit on
 * attempts.
 */
export function createRouteContext({ db, trustProxy, now }: ClientRouteOptions) {
  const failures = new RateLimiter(db, ATTEMPT_LIMIT, RATE_LIMIT_WINDOW_MS);
  return {
    db,
    now,
    readAddress: (c: Context) => readClientAddress(c, trustProxy),
    /** The token and client of the request's live session, or null. */
    readSession(c: Context): { token: string; clientId: number } | null {
      const token = readBearerToken(c);
      const clientId = token ? findSessionClient(db, token, now()) : null;
      return token && clientId !== null ? { token, clientId } : null;
    },
    /** The trusted device the request's cookie names for this client, or null. */
    findDevice: (c: Context, clientId: number | undefined) =>
      findTrustedDevice(db, readDeviceCookie(c, CLIENT_DEVICE_COOKIE), clientId, now()),
    /** Trusts the request's browser for the client, who just proved to own the account. */
    rememberDevice(c: Context, clientId: number): void {
      const token = trustDevice(db, readDeviceCookie(c, CLIENT_DEVICE_COOKIE), clientId, now());
      setDeviceCookie(c, CLIENT_DEVICE_COOKIE, token);
    },
    /** Counts one attempt under each key; past the limit, the 429 answer to send instead. */
    countAttempt(c: Context, keys: (string | CountedKey)[]) {
      const attempt = failures.attempt(keys, now());
      if ('attemptIds' in attempt) return attempt;
      c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      const elsewhere = attempt.limitedKeys.every(isAccountCeilingKey);
      // `limit: 'cuenta'`: only the account's ceiling refused it; the form says so in its words.
      if (elsewhere) return c.json({ error: TOO_MANY_ELSEWHERE, limit: 'cuenta' }, 429);
      return fail(c, 429, TOO_MANY_ATTEMPTS);
    },
    /** Takes back the attempts of these ids: the failures before them still count. */
    forgetAttempts: (attemptIds: number[]) => failures.forget(attemptIds),
  };
}

export type ClientRouteContext = ReturnType<typeof createRouteContext>;
