'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { signOutStaff } from '@/lib/staff-area/staff-api';
import { STAFF_ROLE_LABELS } from '@/lib/staff-area/staff-constants';
import type { StaffMember } from '@/lib/staff-area/staff-contract';
import styles from './staff-header.module.scss';

type StaffHeaderProps = {
  staff: StaffMember;
  onExpired: () => void;
  onSignOut: () => Promise<void>;
};

/** Who is signed in and with which role, "Cerrar sesión" and "Cerrar mis otras sesiones". */
export function StaffHeader({ staff, onExpired, onSignOut }: StaffHeaderProps) {
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
    <div className={styles.header}>
      <div>
        <h2 className={styles.greeting}>Hola, {staff.name}</h2>
        <p className={styles.role}>
          {staff.email} · {STAFF_ROLE_LABELS[staff.role]}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={closeOtherSessions}
        >
          Cerrar mis otras sesiones
        </Button>
        <Button
          type="button"
          size="sm"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onSignOut();
          }}
        >
          Cerrar sesión
        </Button>
      </div>
      <p className={styles.message} role="status">
        {message}
      </p>
    </div>
  );
}
