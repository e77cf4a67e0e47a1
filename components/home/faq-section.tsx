import { ChevronDownIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import type { FaqEntry } from '@/lib/content/home-content';
import { ExclusiveDetails } from './exclusive-details';
import { SectionHeading } from './section-heading';
import sectionStyles from './home-section.module.scss';
import styles from './faq-section.module.scss';

/** Frequently asked questions: each opens on click, and opening one closes the others. */
export function FaqSection({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <section className={sectionStyles.section} aria-labelledby="preguntas-titulo">
      <div className={`${sectionStyles.inner} ${styles.layout}`}>
        <SectionHeading
          id="preguntas-titulo"
          eyebrow="Preguntas frecuentes"
          title="Resolvemos tus dudas antes de empezar"
          lead="Plazos, qué incluye cada plan, cambios y formas de pago. Si no encuentras tu respuesta, escríbenos por WhatsApp."
        />
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
      </div>
    </section>
  );
}
