import { Section } from '@/components/ui/section';
import type { AboutContent } from '@/lib/content/about';
import type { SectionHeadingContent } from '@/lib/content/pages';
import styles from './about-purpose.module.scss';

type AboutPurposeProps = Pick<AboutContent, 'mission' | 'vision' | 'values'> & {
  heading: SectionHeadingContent;
};

/** Mission, vision and the values behind every project. */
export function AboutPurpose({ heading, mission, vision, values }: AboutPurposeProps) {
  return (
    <Section id="mision" headingId="mision-titulo" heading={heading} tinted>
      <div className={styles.statements}>
        <article className={styles.statement}>
          <h3 className={styles.statementTitle}>Misión</h3>
          <p>{mission}</p>
        </article>
        <article className={styles.statement}>
          <h3 className={styles.statementTitle}>Visión</h3>
          <p>{vision}</p>
        </article>
      </div>
      <h3 className={styles.valuesTitle}>Nuestros valores</h3>
      <ul className={styles.values}>
        {values.map((value) => (
          <li key={value.title} className={styles.value}>
            <h4 className={styles.valueTitle}>{value.title}</h4>
            <p>{value.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
