import { Section } from '@/components/ui/section';
import { ChevronDownIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import type { FaqEntry } from '@/lib/content/home-content';
import { SECTION_IDS } from '@/lib/content/page-ids';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { ExclusiveDetails } from './exclusive-details';
import styles from './faq-section.module.scss';

type FaqSectionProps = { heading: SectionHeadingContent; entries: readonly FaqEntry[] };

/** Frequently asked questions: each opens on click, and opening one closes the others. */
export function FaqSection({ heading, entries }: FaqSectionProps) {
  return (
    <Section headingId={SECTION_IDS.faqTitle} heading={heading} innerClassName={styles.layout}>
      <ExclusiveDetails className={styles.list}>
        {entries.map((entry) => (
          <details key={entry.question} name="preguntas-frecuentes" className={styles.item}>
            <summary className={styles.question}>
              {entry.question}
              <ChevronDownIcon className={styles.chevron} />
            </summary>
            <div className={styles.answer}>
              <p>{entry.answer}</p>
              {entry.link && (
                <SiteLink href={entry.link.href} className={styles.link}>
                  {entry.link.label}
                </SiteLink>
              )}
            </div>
          </details>
        ))}
      </ExclusiveDetails>
    </Section>
  );
}
