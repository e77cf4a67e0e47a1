'use client';

import type { ReactNode } from 'react';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import { StaffSignIn } from './staff-sign-in';
import { useStaffSessionContext } from './staff-session-context';
import styles from './staff-page.module.scss';

/** What a dashboard page's content gets from the signed-in frame around it. */
export type StaffSession = {
  staff: StaffMember;
  /** The API answered 401: back to the sign-in, saying why. */
  onExpired: () => void;
  /** A manager changes; a reader only sees. */
  canChange: boolean;
  /** Asks again how many CFDI wait, after a change that may have moved the count. */
  refreshPending: () => void;
};

/**
 * A page of the staff dashboard behind its sign-in: the sign-in until someone is signed in, then
 * the page's own content. Who is in and the sections are in the frame (`StaffFrame`).
 */
export function StaffPage({ children }: { children: (session: StaffSession) => ReactNode }) {
  const { state, signIn, expire, refreshPending } = useStaffSessionContext();

  if (state.kind === 'checking') {
    return (
      <p className={styles.checking} role="status">
        Comprobando tu sesión…
      </p>
    );
  }
  if (state.kind === 'signed-out') return <StaffSignIn notice={state.notice} onSignedIn={signIn} />;
  const { staff } = state;
  return children({
    staff,
    onExpired: expire,
    canChange: staff.role === 'gerente',
    refreshPending,
  });
}
