'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ReadResult } from '@/lib/staff-area/client-work-api';

type Attempt = { count: number; done?: () => void };

type Read<T> = {
  /** The read and attempt the answer is for. */
  load: unknown;
  attempt: Attempt | null;
  /** The last value read, kept on screen while the next read runs. */
  value: T | null;
  problem: 'not-found' | 'failed' | null;
};

/**
 * Reads with `load` when it changes and on `reload`, which resolves once the new value is in;
 * a 401 calls `onExpired`. Forms on screen stay mounted while it reads again.
 */
export function useWorkRead<T>(load: () => Promise<ReadResult<T>>, onExpired: () => void) {
  const [read, setRead] = useState<Read<T>>({
    load: null,
    attempt: null,
    value: null,
    problem: null,
  });
  const [attempt, setAttempt] = useState<Attempt>({ count: 0 });

  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (!current) return;
      if (result.kind === 'unauthorized') return onExpired();
      setRead((previous) =>
        result.kind === 'ok'
          ? { load, attempt, value: result.value, problem: null }
          : { load, attempt, value: previous.value, problem: result.kind },
      );
      attempt.done?.();
    });
    return () => {
      current = false;
    };
  }, [load, onExpired, attempt]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) =>
        setAttempt((previous) => ({ count: previous.count + 1, done: resolve })),
      ),
    [],
  );

  return {
    value: read.value,
    problem: read.problem,
    loading: read.load !== load || read.attempt !== attempt,
    reload,
  };
}
