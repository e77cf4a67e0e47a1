import { toAddressNetwork } from './client-address';
import type { SqliteDatabase } from './database';

/**
 * The window of every limiter: each one deletes the table's rows older than its own window, so
 * limiters sharing the table must share the window too.
 */
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

/** A key to count an attempt under, with the most attempts it may have in the window. */
export type CountedKey = { key: string; limit: number };

/**
 * Password attempts in one window, after the OWASP authentication cheat sheet and its device
 * cookies. A browser that signed in to the account before (a trusted device, trusted-devices.ts)
 * counts only under its own key, so strangers cannot spend its allowance. Any other attempt is
 * untrusted: tight for one account from one network, so nobody guesses from one place; a ceiling
 * for the account from everywhere, which a crowd of addresses can reach but which then blocks
 * only browsers new to the account; moderate for one network across accounts, so one place cannot
 * try a password on many accounts.
 */
export const SIGN_IN_LIMITS = {
  accountFromNetwork: 5,
  untrustedAccount: 20,
  network: 20,
  device: 5,
} as const;

/**
 * Whether `key` (of `signInKeys`) is an account's ceiling for untrusted attempts: a refusal by it
 * means failures from many places, which a browser new to the account waits out.
 */
export const isAccountCeilingKey = (key: string) => /^[^:]+:cuenta:/.test(key);

/**
 * The keys a password attempt counts under (`SIGN_IN_LIMITS`). `step` names the form (one
 * database may hold the counts of several), `account` the e-mail tried, `address` the visitor's,
 * `deviceId` the trusted device the request presented for that account, if any.
 */
export function signInKeys(
  step: string,
  account: string,
  address: string,
  deviceId: number | null = null,
): CountedKey[] {
  if (deviceId !== null) {
    return [{ key: `${step}:dispositivo:${deviceId}`, limit: SIGN_IN_LIMITS.device }];
  }
  const network = toAddressNetwork(address);
  return [
    { key: `${step}:cuenta-red:${account} ${network}`, limit: SIGN_IN_LIMITS.accountFromNetwork },
    { key: `${step}:cuenta:${account}`, limit: SIGN_IN_LIMITS.untrustedAccount },
    { key: `${step}:red:${network}`, limit: SIGN_IN_LIMITS.network },
  ];
}

/** Counted (with the ids to take back), or refused: how long to wait, and which keys are full. */
export type AttemptResult =
  { retryAfterMs: number; limitedKeys: string[] } | { retryAfterMs: 0; attemptIds: number[] };

/**
 * Counts events per key in a sliding window, e.g. failed logins per e-mail and per address. The
 * counts are rows of `login_attempts`, so every process on the same database file shares them.
 */
export class RateLimiter {
  /** `limit` applies to the keys given as bare strings. */
  constructor(
    private readonly db: SqliteDatabase,
    private readonly limit: number,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it is under its limit. */
  private retryAfterMs({ key, limit }: CountedKey, now: number): number {
    const oldestCounted = this.db
      .prepare(
        `SELECT attempted_at FROM login_attempts WHERE key = ? AND attempted_at > ?
         ORDER BY attempted_at DESC LIMIT 1 OFFSET ?`,
      )
      .pluck()
      .get(key, now - this.windowMs, limit - 1) as number | undefined;
    return oldestCounted === undefined ? 0 : oldestCounted + this.windowMs - now;
  }

  /**
   * When every key is under its limit, counts one attempt for each and returns their ids;
   * otherwise counts nothing and says how long to wait and which keys are full. The check and the count form one
   * immediate transaction, so concurrent attempts, even from other processes, cannot slip past.
   * Expired attempts are deleted on the way.
   */
  attempt(keys: (string | CountedKey)[], now: number): AttemptResult {
    const counted = keys.map((key) => (typeof key === 'string' ? { key, limit: this.limit } : key));
    return this.db
      .transaction((): AttemptResult => {
        this.db
          .prepare('DELETE FROM login_attempts WHERE attempted_at <= ?')
          .run(now - this.windowMs);
        const waits = counted.map((key) => ({ key: key.key, wait: this.retryAfterMs(key, now) }));
        const retryAfterMs = Math.max(...waits.map(({ wait }) => wait));
        if (retryAfterMs > 0) {
          const limitedKeys = waits.filter(({ wait }) => wait > 0).map(({ key }) => key);
          return { retryAfterMs, limitedKeys };
        }
        const insert = this.db.prepare(
          'INSERT INTO login_attempts (key, attempted_at) VALUES (?, ?)',
        );
        const attemptIds = counted.map(({ key }) => Number(insert.run(key, now).lastInsertRowid));
        return { retryAfterMs: 0, attemptIds };
      })
      .immediate();
  }

  /** Takes back attempts by id, e.g. one that turned out to succeed. */
  forget(attemptIds: number[]): void {
    const remove = this.db.prepare('DELETE FROM login_attempts WHERE id = ?');
    attemptIds.forEach((id) => remove.run(id));
  }
}
