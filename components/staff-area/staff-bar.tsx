'use client';

import { StaffAccount } from './staff-account';
import { StaffNav } from './staff-nav';
import { useStaffSessionContext } from './staff-session-context';

/** The frame's signed-in part: the sections and who is signed in; nothing before signing in. */
export function StaffBar() {
  const { state, expire, signOut, pending } = useStaffSessionContext();
  if (state.kind !== 'signed-in') return null;
  return (
    <>
      <StaffNav pending={pending} readsAudit={state.staff.role === 'gerente'} />
      <StaffAccount staff={state.staff} onExpired={expire} onSignOut={signOut} />
    </>
  );
}
