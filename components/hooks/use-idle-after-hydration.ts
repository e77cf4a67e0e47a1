'use client';

import { useEffect, useState } from 'react';

/** How long a busy page may keep what waits for idle time from loading. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False in the pre-rendered HTML, while hydrating and until the browser's first idle period after
 * it; true from then on. What only needs to come soon (the cookie banner, the visit counter)
 * loads in a task of its own instead of in the one that finishes hydrating the page, so no single
 * task after the first paint grows long on a slow phone.
 */
export function useIdleAfterHydration(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const markIdle = () => setIdle(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(markIdle, 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(markIdle, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
