'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatInitials } from '@/lib/staff-area/dashboard-format';
import { signOutStaff } from '@/lib/staff-area/staff-api';
import { STAFF_ROLE_LABELS } from '@/lib/staff-area/staff-constants';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import styles from './staff-account.module.scss';

type StaffAccountProps = {
  staff: StaffMember;
  onExpired: () => void;
  onSignOut: () => Promise<void>;
};

/**
 * Who is signed in, "Cerrar sesión", and behind the name their e-mail, role and "Cerrar mis
 * otras sesiones".
 */
export function StaffAccount({ staff, onExpired, onSignOut }: StaffAccountProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  async function closeOtherSessions() {
    setBusy(true);
    const result = await signOutStaff('otras');
    setBusy(false);
    if (result.kind === 'unauthorized') onExpired();
    else
      setMessage(
        result.kind === 'ok'
          ? 'Listo: cerramos tus sesiones en otros dispositivos.'
          : 'No pudimos cerrar tus otras sesiones. Intenta de nuevo.',
      );
  }

  return (
    <div className={styles.account}>
      <details className={styles.menu}>
        <summary className={styles.summary}>
          <span className={styles.initials} aria-hidden="true">
            {formatInitials(staff.name)}
          </span>
          <span className={styles.hidden}>Cuenta de </span>
          <span className={styles.name}>{staff.name}</span>
        </summary>
        <div className={styles.panel}>
          <p className={styles.who}>
            {staff.email} · {STAFF_ROLE_LABELS[staff.role]}
          </p>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={closeOtherSessions}
          >
            Cerrar mis otras sesiones
          </Button>
          <p className={styles.message} role="status">
            {message}
          </p>
        </div>
      </details>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        className={styles.signOut}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onSignOut();
        }}
      >
        Cerrar sesión
      </Button>
    </div>
  );
}
