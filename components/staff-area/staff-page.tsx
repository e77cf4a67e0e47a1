'use client';

import type { ReactNode } from 'react';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import { StaffHeader } from './staff-header';
import { StaffNav, type StaffSection } from './staff-nav';
import { StaffSignIn } from './staff-sign-in';
import { usePendingCfdi } from './use-pending-cfdi';
import { useStaffSession } from './use-staff-session';
import styles from './staff-page.module.scss';

/** What a dashboard page's content gets from the signed-in shell around it. */
export type StaffSession = {
  staff: StaffMember;
  /** The API answered 401: back to the sign-in, saying why. */
  onExpired: () => void;
  /** A manager changes; a reader only sees. */
  canChange: boolean;
  /** Asks again how many CFDI wait, after a change that may have moved the count. */
  refreshPending: () => void;
};

type StaffPageProps = {
  current: StaffSection;
  children: (session: StaffSession) => ReactNode;
};

/**
 * A page of the staff dashboard behind its sign-in: once signed in, who is in, the sections with
 * the CFDI that wait, and the page's own content.
 */
export function StaffPage({ current, children }: StaffPageProps) {
  const { state, signIn, expire, signOut } = useStaffSession();

  if (state.kind === 'checking') {
    return (
      <p className={styles.checking} role="status">
        Comprobando tu sesión…
      </p>
    );
  }
  if (state.kind === 'signed-out') return <StaffSignIn notice={state.notice} onSignedIn={signIn} />;
  return (
    <SignedIn staff={state.staff} current={current} onExpired={expire} onSignOut={signOut}>
      {children}
    </SignedIn>
  );
}

type SignedInProps = StaffPageProps & {
  staff: StaffMember;
  onExpired: () => void;
  onSignOut: () => Promise<void>;
};

function SignedIn({ staff, current, onExpired, onSignOut, children }: SignedInProps) {
  const { pending, refresh } = usePendingCfdi(onExpired);
  return (
    <div className={styles.page}>
      <StaffHeader staff={staff} onExpired={onExpired} onSignOut={onSignOut} />
      <StaffNav current={current} pending={pending} />
      {children({ staff, onExpired, canChange: staff.role === 'gerente', refreshPending: refresh })}
    </div>
  );
}
