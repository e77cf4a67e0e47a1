import { Section } from '@/components/ui/section';
import type { AboutContent } from '@/lib/content/about';
import { SECTION_IDS } from '@/lib/content/page-ids';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { getCardGridColumns } from '@/lib/site/grid-columns';
import styles from './work-process.module.scss';

type WorkProcessProps = { heading: SectionHeadingContent; steps: AboutContent['steps'] };

/** How a project goes, as numbered steps from the first WhatsApp message to the delivery. */
export function WorkProcess({ heading, steps }: WorkProcessProps) {
  // As many columns as leave the last row fullest: six steps in two rows of three, not 4 + 2.
  const columns = getCardGridColumns(steps.length);
  return (
    <Section
      id={SECTION_IDS.workProcess}
      headingId={SECTION_IDS.workProcessTitle}
      heading={heading}
    >
      <ol
        className={styles.steps}
        data-columns-medium={columns.medium}
        data-columns-wide={columns.wide}
      >
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>
              <span className={styles.hidden}>Paso {index + 1}: </span>
              {step.title}
            </h3>
            <p className={styles.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
