import type { ReactNode } from 'react';
import { formatSpanishDate } from '@/lib/site/format';
import { LegalToc } from './legal-toc';
import styles from './legal-document.module.scss';

export type LegalSection = { id: string; title: string; content: ReactNode };

type LegalDocumentProps = {
  title: string;
  /** `YYYY-MM-DD` of the last change to the document. */
  updatedAt: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
};

/** A legal page: title, last-updated date, a table of contents and numbered sections. */
export function LegalDocument({ title, updatedAt, lead, sections }: LegalDocumentProps) {
  return (
    <div className={styles.document}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.eyebrow}>Legal</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.updated}>
            Última actualización: <time dateTime={updatedAt}>{formatSpanishDate(updatedAt)}</time>
          </p>
          <div className={styles.lead}>{lead}</div>
        </div>
      </header>
      <div className={styles.layout}>
        <LegalToc sections={sections} />
        <div className={styles.body}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-titulo`}
            >
              <h2 id={`${section.id}-titulo`} className={styles.sectionTitle}>
                <span className={styles.number}>{index + 1}.</span> {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
