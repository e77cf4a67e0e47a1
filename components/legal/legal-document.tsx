import { renderLegalContent, type LegalContent } from '@/lib/content/legal';
import { formatSpanishDate } from '@/lib/site/format';
import { legalMdxComponents } from './legal-mdx-components';
import { LegalToc } from './legal-toc';
import styles from './legal-document.module.scss';

/** A legal page: title, last-updated date, a table of contents and numbered sections. */
export async function LegalDocument({ document }: { document: LegalContent }) {
  const { title, updatedAt, lead } = document;
  const { content, toc } = await renderLegalContent(document, legalMdxComponents, {
    section: styles.section,
    title: styles.sectionTitle,
    number: styles.number,
  });
  return (
    <div className={styles.document}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.eyebrow}>Legal</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.updated}>
            Última actualización: <time dateTime={updatedAt}>{formatSpanishDate(updatedAt)}</time>
          </p>
          <div className={styles.lead}>
            <p>{lead}</p>
          </div>
        </div>
      </header>
      <div className={styles.layout}>
        <LegalToc entries={toc.filter((entry) => entry.level === 2)} />
        <div className={styles.body}>{content}</div>
      </div>
    </div>
  );
}
