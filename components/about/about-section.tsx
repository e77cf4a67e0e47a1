import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/home/section-heading';
import styles from './about-section.module.scss';

type AboutSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tinted?: boolean;
  children: ReactNode;
};

/** A section of the about page: its heading (labelling the region) and its content. */
export function AboutSection({ id, eyebrow, title, lead, tinted, children }: AboutSectionProps) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
      aria-labelledby={headingId}
    >
      <div className={styles.inner}>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}
