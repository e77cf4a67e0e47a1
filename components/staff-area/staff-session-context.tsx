'use client';

import { createContext, use, type ReactNode } from 'react';
import { usePendingCfdi } from './use-pending-cfdi';
import { useStaffSession } from './use-staff-session';

type StaffSessionContextValue = ReturnType<typeof useStaffSession> & {
  /** CFDI waiting to be issued; null while unknown or signed out. */
  pending: number | null;
  refreshPending: () => void;
};

const StaffSessionContext = createContext<StaffSessionContextValue | null>(null);

/**
 * The staff session and the CFDI that wait, held by the staff pages' layout: the frame shows who
 * is signed in and the page shows its content from the same answer, and both survive a move
 * between the dashboard's pages.
 */
export function StaffSessionProvider({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  const { pending, refresh } = usePendingCfdi(session.state.kind === 'signed-in', session.expire);
  return (
    <StaffSessionContext value={{ ...session, pending, refreshPending: refresh }}>
      {children}
    </StaffSessionContext>
  );
}

/** What the frame and the pages read of the staff session. */
export function useStaffSessionContext() {
  const value = use(StaffSessionContext);
  if (!value) throw new Error('useStaffSessionContext needs a StaffSessionProvider around it.');
  return value;
}
