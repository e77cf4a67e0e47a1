'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { fetchClientPanel, logoutClient } from '@/lib/client-area/client-api';
import type { PanelData } from '@/lib/client-area/client-api-contract';
import { clearClientToken, readClientToken } from '@/lib/client-area/client-session';
import { paths } from '@/lib/site/paths';

const LOGIN_PATH = `${paths.login}?next=${paths.panel}`;

export type PanelState =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: PanelData; token: string };

/** Loads the panel for the stored token; no token or a 401 sends the visitor to login. */
export function useClientPanel() {
  const router = useRouter();
  const [state, setState] = useState<PanelState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // The token lives in localStorage, so loading can only start after hydration.
  useEffect(() => {
    const token = readClientToken();
    if (!token) {
      // A full load: a client-side navigation would leave this page's metadata in the head.
      window.location.replace(LOGIN_PATH);
      return;
    }
    let current = true;
    void fetchClientPanel(token).then((result) => {
      if (!current) return;
      if (result.kind === 'unauthorized') {
        clearClientToken();
        router.replace(LOGIN_PATH);
      } else if (result.kind === 'failed') {
        setState({ kind: 'failed' });
      } else {
        setState({ kind: 'ready', data: result.data, token });
      }
    });
    return () => {
      current = false;
    };
  }, [router, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const logOut = useCallback(
    async (token: string) => {
      await logoutClient(token);
      clearClientToken();
      router.replace(paths.login);
    },
    [router],
  );

  return { state, retry, logOut };
}
