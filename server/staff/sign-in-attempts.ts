import type { Context } from 'hono';
import {
  RATE_LIMIT_WINDOW_MS,
  RateLimiter,
  isAccountCeilingKey,
  type CountedKey,
} from '../shared/rate-limiter';
import type { StaffRouteContext } from './route-context';

/**
 * Codes per account (from browsers new to it), per address and per trusted device in 15 minutes.
 * Tight per account, unlike passwords (`SIGN_IN_LIMITS`): only someone with the password reaches
 * this step, and six digits are few.
 */
const STAFF_CODE_LIMIT = 5;

/** "1 minuto", "12 minutos". */
const formatMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
};

/** The sign-in's limit on attempts, for both steps: the password and the code. */
export function createSignInAttempts({ db, now }: StaffRouteContext) {
  const attempts = new RateLimiter(db, STAFF_CODE_LIMIT, RATE_LIMIT_WINDOW_MS);
  return {
    /**
     * Counts one attempt under each key; past the limit, the 429 answer to send instead. Refused
     * attempts are not written to the audit log, so a flood cannot fill the disk: the failures
     * before the limit are there.
     */
    count(c: Context, keys: (string | CountedKey)[]) {
      const attempt = attempts.attempt(keys, now());
      if ('attemptIds' in attempt) return attempt;
      const seconds = Math.ceil(attempt.retryAfterMs / 1000);
      c.header('Retry-After', String(seconds));
      const wait = formatMinutes(seconds);
      const elsewhere = attempt.limitedKeys.every(isAccountCeilingKey);
      const error = elsewhere
        ? `Hubo demasiados intentos fallidos con esta cuenta desde otros lugares. Por seguridad, en este navegador espera ${wait}; en uno donde ya entraste antes puedes intentar ahora.`
        : `Demasiados intentos. Espera ${wait} antes de volver a intentar.`;
      const limit = elsewhere ? { limit: 'cuenta' } : {};
      return c.json({ error, retryAfterSeconds: seconds, ...limit }, 429);
    },
    /** Takes back the attempts of these ids: the failures before them still count. */
    forget: (attemptIds: number[]) => attempts.forget(attemptIds),
  };
}

export type SignInAttempts = ReturnType<typeof createSignInAttempts>;
