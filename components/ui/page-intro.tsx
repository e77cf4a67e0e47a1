import styles from './page-intro.module.scss';

type PageIntroProps = { eyebrow?: string; title: string; lead?: string };

/** The opening of an inner page: an optional eyebrow, the h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && (
        <div className={styles.lead}>
          <p>{lead}</p>
        </div>
      )}
    </div>
  );
}
