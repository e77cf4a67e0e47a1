'use client';

import type { ServiceNames } from './dashboard-tables';
import { StaffDashboard } from './staff-dashboard';
import { StaffPage } from './staff-page';

/** The statistics dashboard behind the staff sign-in. */
export function StaffArea({ serviceNames }: { serviceNames: ServiceNames }) {
  return (
    <StaffPage>
      {({ staff, onExpired }) => (
        <StaffDashboard staff={staff} onExpired={onExpired} serviceNames={serviceNames} />
      )}
    </StaffPage>
  );
}
