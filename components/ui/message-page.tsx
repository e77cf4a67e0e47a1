import type { ReactNode } from 'react';
import styles from './message-page.module.scss';

type MessagePageProps = { code?: string; title: string; children: ReactNode; actions: ReactNode };

/** A short centred message with actions: the 404 page and the error pages. */
export function MessagePage({ code, title, children, actions }: MessagePageProps) {
  return (
    <div className={styles.page}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.text}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
