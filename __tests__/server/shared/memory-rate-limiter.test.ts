import { MemoryRateLimiter } from '@/server/shared/memory-rate-limiter';

describe('MemoryRateLimiter', () => {
  it('lets each key through up to the limit in its window, then again once the window ends', () => {
    const limiter = new MemoryRateLimiter(2, 1000);
    expect([0, 10, 20].map((time) => limiter.take('a', time))).toEqual([true, true, false]);
    expect(limiter.take('b', 30)).toBe(true);
    expect(limiter.take('a', 999)).toBe(false);
    expect(limiter.take('a', 1000)).toBe(true);
  });

  it('forgets every window that has ended at the next event, whatever its key', () => {
    const limiter = new MemoryRateLimiter(5, 1000);
    for (const key of ['a', 'b', 'c']) limiter.take(key, 0);
    limiter.take('d', 500);
    expect(limiter.size).toBe(4);
    limiter.take('d', 1200);
    expect(limiter.size).toBe(1);
  });

  it('forgets the oldest windows past its size, so a flood of keys cannot grow it without end', () => {
    const limiter = new MemoryRateLimiter(1, 1000, 3);
    for (const key of ['a', 'b', 'c', 'd']) expect(limiter.take(key, 0)).toBe(true);
    // 'a' was forgotten to make room for 'd'; 'd' is still counted.
    expect(limiter.take('a', 1)).toBe(true);
    expect(limiter.take('d', 1)).toBe(false);
  });
});
