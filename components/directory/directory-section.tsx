import type { DirectoryEntry } from '@/lib/content/directory';
import { listCategories } from '@/lib/site/directory-filter';
import { DirectoryBrowser } from './directory-browser';
import { DirectoryCard } from './directory-card';
import styles from './directory-section.module.scss';

type DirectorySectionProps = { title: string; entries: readonly DirectoryEntry[] };

/** The searchable list of client businesses; every card is in the exported HTML. */
export function DirectorySection({ title, entries }: DirectorySectionProps) {
  const items = entries.map((entry) => ({ entry, card: <DirectoryCard entry={entry} /> }));
  return (
    <section className={styles.section} aria-labelledby="negocios-titulo">
      <h2 id="negocios-titulo" className={styles.heading}>
        {title}
      </h2>
      <DirectoryBrowser items={items} categories={listCategories(entries)} />
    </section>
  );
}
