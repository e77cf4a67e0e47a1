/**
 * Counts events per key in fixed windows, in memory: for limits that may start over when the
 * process restarts and must never wait on a disk, such as the visit beacons'. Holds at most
 * `maxKeys` windows; past that, the oldest are forgotten first.
 */
export class MemoryRateLimiter {
  /** Windows in the order they started, so the ended ones are always at the front. */
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one event for `key` at `now`; false, counting nothing, when its window is used up. */
  take(key: string, now: number): boolean {
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(key);
      this.forgetEnded(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  /** Deletes the windows that have ended, and the oldest ones while there are too many. */
  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) {
      if (this.windows.size < this.maxKeys && now - window.start < this.windowMs) return;
      this.windows.delete(key);
    }
  }
}
