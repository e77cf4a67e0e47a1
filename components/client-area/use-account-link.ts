'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { readAccountLink } from '@/lib/client-area/client-api';
import {
  accountLinkTokenSchema,
  type AccountLinkInfo,
  type AccountLinkProblem,
} from '@/lib/client-area/client-api-contract';
import { clearClientToken } from '@/lib/client-area/client-session';

/** Why the page has no link to use: one of the API's reasons, or no token in the address. */
export type LinkProblemReason = AccountLinkProblem | 'sin-enlace';

export type AccountLinkState =
  | { kind: 'checking' }
  | { kind: 'ready'; token: string; link: AccountLinkInfo }
  | { kind: 'unusable'; reason: LinkProblemReason; afterForm: boolean }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' }
  | { kind: 'done'; link: AccountLinkInfo };

/**
 * The token after the `#` of the address, which is then dropped from the address bar (and so from
 * a bookmark, a shared screen or the history). A fragment never reaches a server's log or a
 * `Referer`; the token lives only in this page's memory.
 */
function takeTokenFromAddress(): string {
  const { hash, pathname, search } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return hash.slice(1);
}

/**
 * The invitation or reset link the page was opened with: read from the address after hydration,
 * asked about to the API, then set once a password is chosen with it. Opening another link in
 * the same tab (only its `#` changes) reads that one.
 */
export function useAccountLink() {
  const [state, setState] = useState<AccountLinkState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const token = useRef<string | null>(null);

  useEffect(() => {
    const onHashChange = () => {
      if (!window.location.hash) return;
      token.current = takeTokenFromAddress();
      setAttempt((count) => count + 1);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    token.current ??= takeTokenFromAddress();
    const held = token.current;
    if (!held) return setState({ kind: 'unusable', reason: 'sin-enlace', afterForm: false });
    if (!accountLinkTokenSchema.safeParse(held).success)
      return setState({ kind: 'unusable', reason: 'invalido', afterForm: false });
    let current = true;
    setState({ kind: 'checking' });
    void readAccountLink(held).then((result) => {
      if (!current) return;
      if (result.kind === 'ok') setState({ kind: 'ready', token: held, link: result.link });
      else if (result.kind === 'unusable')
        setState({ kind: 'unusable', reason: result.reason, afterForm: false });
      else setState(result);
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const finish = useCallback((link: AccountLinkInfo) => {
    token.current = '';
    // A session kept from before would send the login page straight to a panel whose sessions
    // the new password ended.
    clearClientToken();
    setState({ kind: 'done', link });
  }, []);

  const refuse = useCallback((reason: AccountLinkProblem) => {
    token.current = '';
    setState({ kind: 'unusable', reason, afterForm: true });
  }, []);

  return { state, retry, finish, refuse };
}
