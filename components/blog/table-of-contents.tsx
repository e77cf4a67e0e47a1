import type { TocEntry } from '@/lib/content/markdown';
import { ARTICLE_PAGE_IDS } from '@/lib/content/page-ids';
import styles from './table-of-contents.module.scss';

/** Links to the article's h2 and h3 headings. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={ARTICLE_PAGE_IDS.toc.id} className={styles.toc}>
      <h2 id={ARTICLE_PAGE_IDS.toc.id} className={styles.title}>
        En este artículo
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? styles.sub : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
