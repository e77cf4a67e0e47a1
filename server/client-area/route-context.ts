import type { Context } from 'hono';
import type { FiscalDataErrors } from '../../lib/client-area/fiscal-data';
import { readClientAddress } from '../shared/client-address';
import { RATE_LIMIT_WINDOW_MS, RateLimiter, type CountedKey } from '../shared/rate-limiter';
import type { ClientDatabase } from './database';
import { findSessionClient } from './store';

/**
 * Refused requests per key in 15 minutes where only a session holder can count (password
 * changes, CFDI requests); the login's own limits are `SIGN_IN_LIMITS`.
 */
const ATTEMPT_LIMIT = 5;

export const NO_SESSION = 'Tu sesión no es válida o ya expiró.';

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
 * address, the session of its bearer token, and the limit on attempts.
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
    /** Counts one attempt under each key; past the limit, the 429 answer to send instead. */
    countAttempt(c: Context, keys: (string | CountedKey)[]) {
      const attempt = failures.attempt(keys, now());
      if ('attemptIds' in attempt) return attempt;
      c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
      return fail(c, 429, 'Demasiados intentos. Espera unos minutos antes de volver a intentar.');
    },
    /** Takes back the attempts of these ids: the failures before them still count. */
    forgetAttempts: (attemptIds: number[]) => failures.forget(attemptIds),
  };
}

export type ClientRouteContext = ReturnType<typeof createRouteContext>;
