'use client';

import { useCallback, useEffect, useState } from 'react';
import { fetchPendingCfdi } from '@/lib/staff-area/client-work-api';

/**
 * How many CFDI wait to be issued: asked when the page opens, when the tab comes back into view
 * and when `refresh` is called after a change; null until the first answer.
 */
export function usePendingCfdi(onExpired: () => void) {
  const [pending, setPending] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void fetchPendingCfdi().then((result) => {
      if (!current) return;
      if (result.kind === 'unauthorized') onExpired();
      else if (result.kind === 'ok') setPending(result.value);
    });
    return () => {
      current = false;
    };
  }, [attempt, onExpired]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  return { pending, refresh };
}
