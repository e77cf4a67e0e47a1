import type { ReactNode } from 'react';
import { StaffFrame } from '@/components/staff-area/staff-frame';

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <StaffFrame>{children}</StaffFrame>;
}
