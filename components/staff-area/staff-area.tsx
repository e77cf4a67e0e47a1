'use client';

import { StaffDashboard } from './staff-dashboard';
import { StaffSignIn } from './staff-sign-in';
import { useStaffSession } from './use-staff-session';
import styles from './staff-area.module.scss';

/** The staff dashboard behind its sign-in: which one shows depends on the API's session cookie. */
export function StaffArea() {
  const { state, signIn, expire, signOut } = useStaffSession();

  if (state.kind === 'checking') {
    return (
      <p className={styles.checking} role="status">
        Comprobando tu sesión…
      </p>
    );
  }
  if (state.kind === 'signed-out') return <StaffSignIn notice={state.notice} onSignedIn={signIn} />;
  return <StaffDashboard staff={state.staff} onExpired={expire} onSignOut={signOut} />;
}
