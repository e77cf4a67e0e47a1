'use client';

import { StaffPage } from '@/components/staff-area/staff-page';
import { OutboxView } from './outbox-view';

/** The outbox behind the staff sign-in. */
export function OutboxArea() {
  return <StaffPage>{(session) => <OutboxView session={session} />}</StaffPage>;
}
