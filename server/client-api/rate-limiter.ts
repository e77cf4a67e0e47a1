/** Counts events per key in a sliding window, e.g. failed logins per e-mail and per address. */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (times.length === 0) this.hits.delete(key);
    else this.hits.set(key, times);
    return times;
  }

  /** Milliseconds until `key` may try again, or 0 when it is under the limit. */
  retryAfterMs(key: string, now: number): number {
    const times = this.recent(key, now);
    if (times.length < this.limit) return 0;
    const oldestCounted = times[times.length - this.limit] ?? now;
    return oldestCounted + this.windowMs - now;
  }

  record(key: string, now: number): void {
    if (this.hits.size > 10_000) this.prune(now);
    this.hits.set(key, [...this.recent(key, now), now]);
  }

  /** Takes back one event recorded at `time`, e.g. an attempt that turned out to succeed. */
  forget(key: string, time: number): void {
    const times = this.hits.get(key) ?? [];
    const index = times.indexOf(time);
    if (index >= 0) times.splice(index, 1);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}
