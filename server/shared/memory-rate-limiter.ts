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

  /** How many windows it holds: the keys seen within the last window's length. */
  get size(): number {
    return this.windows.size;
  }

  /**
   * Counts one event for `key` at `now`; false, counting nothing, when its window is used up.
   * The windows that have ended are forgotten on the way, so a key is kept no longer than its
   * window and the time to the next event.
   */
  take(key: string, now: number): boolean {
    this.forgetEnded(now);
    let window = this.windows.get(key);
    if (!window) {
      if (this.windows.size >= this.maxKeys) this.forgetOldest();
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  /** Deletes the windows that have ended: they are at the front. */
  private forgetEnded(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start < this.windowMs) return;
      this.windows.delete(key);
    }
  }

  /** Deletes the window that started first, to make room for a new one. */
  private forgetOldest(): void {
    const [oldest] = this.windows.keys();
    if (oldest !== undefined) this.windows.delete(oldest);
  }
}
