'use client';

import { AuditLog } from './audit-log';
import { StaffPage } from './staff-page';
import styles from './audit-log.module.scss';

/**
 * The audit log behind the staff sign-in. Only a manager reads it (the API answers a reader
 * 403): a reader who opens the page is told so, and the log is not asked for.
 */
export function AuditArea() {
  return (
    <StaffPage>
      {({ staff, onExpired }) =>
        staff.role === 'gerente' ? (
          <AuditLog onExpired={onExpired} />
        ) : (
          <p className={styles.empty}>
            Tu cuenta es de lectura: la bitácora solo la ve quien administra la agencia.
          </p>
        )
      }
    </StaffPage>
  );
}
