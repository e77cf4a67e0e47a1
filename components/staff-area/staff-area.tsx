'use client';

import { StaffDashboard } from './staff-dashboard';
import { StaffPage } from './staff-page';

/** The statistics dashboard behind the staff sign-in. */
export function StaffArea() {
  return (
    <StaffPage>
      {({ staff, onExpired }) => <StaffDashboard staff={staff} onExpired={onExpired} />}
    </StaffPage>
  );
}
