'use client';

import { StaffPage } from '@/components/staff-area/staff-page';
import { CfdiQueue } from './cfdi-queue';

/** The CFDI queue behind the staff sign-in. */
export function CfdiArea() {
  return <StaffPage>{(session) => <CfdiQueue session={session} />}</StaffPage>;
}
