import styles from './staff-heading.module.scss';

/** A staff page's title and one short line on what it is for: the figures come right after. */
export function StaffHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}
