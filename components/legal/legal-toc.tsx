import type { TocEntry } from '@/lib/content/markdown';
import { SECTION_IDS } from '@/lib/content/page-ids';
import styles from './legal-toc.module.scss';

/** The table of contents of a legal page: one link per numbered section. */
export function LegalToc({ entries }: { entries: readonly TocEntry[] }) {
  return (
    <nav className={styles.toc} aria-labelledby={SECTION_IDS.tocTitle}>
      <p id={SECTION_IDS.tocTitle} className={styles.heading}>
        En este documento
      </p>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
