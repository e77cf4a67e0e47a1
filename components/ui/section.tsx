import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading';
import styles from './section.module.scss';

type SectionProps = {
  id?: string;
  /** The id of the h2 that names the region: the heading's, or one the content renders. */
  headingId: string;
  heading?: Omit<SectionHeadingProps, 'id'>;
  /** On the alternate background, to set the section apart from its neighbours. */
  tinted?: boolean;
  /** Extra classes of the container, for a layout of its own. */
  innerClassName?: string;
  children: ReactNode;
};

/** A section of a page: a region named by its h2, in the centred container. */
export function Section({
  id,
  headingId,
  heading,
  tinted = false,
  innerClassName,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}
      aria-labelledby={headingId}
    >
      <div className={innerClassName ? `${styles.inner} ${innerClassName}` : styles.inner}>
        {heading && <SectionHeading id={headingId} {...heading} />}
        {children}
      </div>
    </section>
  );
}
