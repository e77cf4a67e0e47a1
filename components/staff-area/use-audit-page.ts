'use client';

import { useEffect, useState } from 'react';
import { fetchAuditLog } from '@/lib/staff-area/staff-api';
import type { AuditPage } from '@/lib/staff-area/staff-contract';

type Loaded = {
  /** The query and attempt the answer is for. */
  key: string;
  /** The last page that loaded, kept on screen while the next one loads; none after a failure. */
  page: AuditPage | null;
  problem: 'forbidden' | 'failed' | null;
};

/** Loads the audit log's page for `query` each time it changes; a 401 calls `onExpired`. */
export function useAuditPage(query: string, onExpired: () => void) {
  const [loaded, setLoaded] = useState<Loaded>({ key: '', page: null, problem: null });
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${query}`;

  useEffect(() => {
    let current = true;
    void fetchAuditLog(query).then((result) => {
      if (!current) return;
      if (result.kind === 'unauthorized') return onExpired();
      setLoaded(
        result.kind === 'ok'
          ? { key, page: { entries: result.entries, next: result.next }, problem: null }
          : { key, page: null, problem: result.kind },
      );
    });
    return () => {
      current = false;
    };
  }, [key, query, onExpired]);

  return {
    page: loaded.page,
    loading: loaded.key !== key,
    problem: loaded.key === key ? loaded.problem : null,
    retry: () => setAttempt((count) => count + 1),
  };
}
