'use client';

import { useCallback, useEffect, useState } from 'react';
import { fetchPendingCfdi } from '@/lib/staff-area/client-work-api';

/**
 * How many CFDI wait to be issued while someone is signed in: asked on signing in, when the tab
 * comes back into view and when `refresh` is called after a change; null until the first answer.
 */
export function usePendingCfdi(signedIn: boolean, onExpired: () => void) {
  const [pending, setPending] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void fetchPendingCfdi().then((result) => {
      if (!current) return;
      if (result.kind === 'unauthorized') onExpired();
      else if (result.kind === 'ok') setPending(result.value);
    });
    return () => {
      current = false;
    };
  }, [signedIn, attempt, onExpired]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  return { pending: signedIn ? pending : null, refresh };
}
