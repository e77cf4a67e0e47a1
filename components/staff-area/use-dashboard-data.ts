'use client';

import { useEffect, useState } from 'react';
import { fetchDashboard } from '@/lib/staff-area/staff-api';
import type { DashboardData } from '@/lib/staff-area/staff-contract';

type Loaded = {
  /** The query and attempt the answer is for. */
  key: string;
  /** The last view that loaded, kept on screen while the next one loads. */
  data: DashboardData | null;
  failed: boolean;
};

/** Loads the dashboard for `query` each time it changes; a 401 calls `onExpired`. */
export function useDashboardData(query: string, onExpired: () => void) {
  const [loaded, setLoaded] = useState<Loaded>({ key: '', data: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${query}`;

  useEffect(() => {
    let current = true;
    void fetchDashboard(query).then((result) => {
      if (!current) return;
      if (result.kind === 'unauthorized') onExpired();
      else if (result.kind === 'ok') setLoaded({ key, data: result.data, failed: false });
      else setLoaded((previous) => ({ key, data: previous.data, failed: true }));
    });
    return () => {
      current = false;
    };
  }, [key, query, onExpired]);

  return {
    data: loaded.data,
    loading: loaded.key !== key,
    failed: loaded.key === key && loaded.failed,
    retry: () => setAttempt((count) => count + 1),
  };
}
