'use client';

import { useEffect, useState } from 'react';

/** False until `delayMs` after the component mounts, then true. */
export function useAfterDelay(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
