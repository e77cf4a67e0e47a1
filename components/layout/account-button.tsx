'use client';

import { useSyncExternalStore } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { readClientToken, subscribeToClientToken } from '@/lib/client-area/client-session';
import styles from './account-button.module.scss';
import { paths } from '@/lib/site/paths';

const readNoToken = () => null;

/** "Área de clientes" / "Iniciar sesión" without a session, "Mi panel" with one. */
export function AccountButton({ className }: { className?: string }) {
  const token = useSyncExternalStore(subscribeToClientToken, readClientToken, readNoToken);
  const classes = [styles.button, className].filter(Boolean).join(' ');

  if (token) {
    return (
      <ButtonLink href={paths.panel} variant="secondary" size="sm" className={classes}>
        <span className={styles.dot} aria-hidden="true" />
        Mi panel
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={paths.login} variant="secondary" size="sm" className={classes}>
      <span className={styles.desktopLabel}>Área de clientes</span>
      <span className={styles.mobileLabel}>Iniciar sesión</span>
    </ButtonLink>
  );
}
