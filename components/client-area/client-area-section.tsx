import type { ReactNode } from 'react';
import styles from './client-area-section.module.scss';

/** The page-width band under the intro of the login and panel pages. */
export function ClientAreaSection({ children }: { children: ReactNode }) {
  return <div className={styles.section}>{children}</div>;
}
