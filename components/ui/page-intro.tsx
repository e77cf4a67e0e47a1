import type { ReactNode } from 'react';
import styles from './page-intro.module.scss';

type PageIntroProps = { eyebrow?: string; title: string; children?: ReactNode };

/** The opening of an inner page: an optional eyebrow, the h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.lead}>{children}</div>}
    </div>
  );
}
