import type { SqliteDatabase } from './database';

/**
 * The window of every limiter: each one deletes the table's rows older than its own window, so
 * limiters sharing the table must share the window too.
 */
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export type AttemptResult = { retryAfterMs: number } | { retryAfterMs: 0; attemptIds: number[] };

/**
 * Counts events per key in a sliding window, e.g. failed logins per e-mail and per address. The
 * counts are rows of `login_attempts`, so every process on the same database file shares them.
 */
export class RateLimiter {
  constructor(
    private readonly db: SqliteDatabase,
    private readonly limit: number,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
  ) {}

  /** Milliseconds until `key` may try again, or 0 when it is under the limit. */
  private retryAfterMs(key: string, now: number): number {
    const oldestCounted = this.db
      .prepare(
        `SELECT attempted_at FROM login_attempts WHERE key = ? AND attempted_at > ?
         ORDER BY attempted_at DESC LIMIT 1 OFFSET ?`,
      )
      .pluck()
      .get(key, now - this.windowMs, this.limit - 1) as number | undefined;
    return oldestCounted === undefined ? 0 : oldestCounted + this.windowMs - now;
  }

  /**
   * When every key is under the limit, counts one attempt for each and returns their ids;
   * otherwise counts nothing and says how long to wait. The check and the count form one
   * immediate transaction, so concurrent attempts, even from other processes, cannot slip past.
   * Expired attempts are deleted on the way.
   */
  attempt(keys: string[], now: number): AttemptResult {
    return this.db
      .transaction((): AttemptResult => {
        this.db
          .prepare('DELETE FROM login_attempts WHERE attempted_at <= ?')
          .run(now - this.windowMs);
        const retryAfterMs = Math.max(...keys.map((key) => this.retryAfterMs(key, now)));
        if (retryAfterMs > 0) return { retryAfterMs };
        const insert = this.db.prepare(
          'INSERT INTO login_attempts (key, attempted_at) VALUES (?, ?)',
        );
        const attemptIds = keys.map((key) => Number(insert.run(key, now).lastInsertRowid));
        return { retryAfterMs: 0, attemptIds };
      })
      .immediate();
  }

  /** Takes back attempts by id, e.g. one that turned out to succeed. */
  forget(attemptIds: number[]): void {
    const remove = this.db.prepare('DELETE FROM login_attempts WHERE id = ?');
    attemptIds.forEach((id) => remove.run(id));
  }

  reset(key: string): void {
    this.db.prepare('DELETE FROM login_attempts WHERE key = ?').run(key);
  }
}
