import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumbs } from './breadcrumbs';
import styles from './page-intro.module.scss';

type PageIntroProps = {
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Where the page sits, shown above the eyebrow (and given to search engines). */
  breadcrumbs?: readonly Crumb[];
  /** What follows the lead inside the intro: key facts, an image. */
  children?: ReactNode;
  /** A tighter top, for a page that opens with its breadcrumbs. */
  className?: string;
};

/** The opening of an inner page: optional breadcrumbs and eyebrow, the h1 and a lead paragraph. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  breadcrumbs,
  children,
  className,
}: PageIntroProps) {
  return (
    <div className={className ? `${styles.intro} ${className}` : styles.intro}>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && (
        <div className={styles.lead}>
          <p>{lead}</p>
        </div>
      )}
      {children}
    </div>
  );
}
