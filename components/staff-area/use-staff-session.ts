'use client';

import { useCallback, useEffect, useState } from 'react';
import { fetchStaffSession, signOutStaff } from '@/lib/staff-area/staff-api';
import type { StaffMember } from '@/lib/staff-area/staff-contract';

export type StaffSessionState =
  | { kind: 'checking' }
  | { kind: 'signed-out'; notice?: string }
  | { kind: 'signed-in'; staff: StaffMember };

export const SESSION_ENDED =
  'Tu sesión terminó. Inicia sesión de nuevo para seguir viendo el panel.';

/**
 * The staff session: the API's cookie, which the page cannot read, so it asks the API who is
 * signed in once it has hydrated. Nothing of the session is kept in the browser's storage.
 */
export function useStaffSession() {
  const [state, setState] = useState<StaffSessionState>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    void fetchStaffSession().then((result) => {
      if (!current) return;
      setState(
        result.kind === 'ok' ? { kind: 'signed-in', staff: result.staff } : { kind: 'signed-out' },
      );
    });
    return () => {
      current = false;
    };
  }, []);

  const signIn = useCallback((staff: StaffMember) => setState({ kind: 'signed-in', staff }), []);

  /** The API answered 401: the session expired, was closed elsewhere or the account disabled. */
  const expire = useCallback(() => setState({ kind: 'signed-out', notice: SESSION_ENDED }), []);

  const signOut = useCallback(async () => {
    await signOutStaff('esta');
    setState({ kind: 'signed-out', notice: 'Cerraste tu sesión.' });
  }, []);

  return { state, signIn, expire, signOut };
}
