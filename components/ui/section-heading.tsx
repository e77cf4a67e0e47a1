import styles from './section-heading.module.scss';

export type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  centered?: boolean;
};

/** Eyebrow, h2 and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  centered = false,
}: SectionHeadingProps) {
  return (
    <div className={centered ? `${styles.heading} ${styles.centered}` : styles.heading}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
