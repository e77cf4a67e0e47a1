import { MapPinIcon } from '@/components/ui/icons';
import { SiteImage } from '@/components/ui/site-image';
import type { DirectoryEntry } from '@/lib/content/directory';
import { DirectoryCardLinks } from './directory-card-links';
import styles from './directory-card.module.scss';

/** One business: logo, name, category, city, description and its links. */
export function DirectoryCard({ entry }: { entry: DirectoryEntry }) {
  return (
    <article className={styles.card}>
      <div className={styles.header}>
        <SiteImage src={entry.logo} alt="" width={56} height={56} className={styles.logo} />
        <div>
          <h3 className={styles.name}>{entry.name}</h3>
          <p className={styles.category}>{entry.category}</p>
        </div>
      </div>
      <p className={styles.description}>{entry.description}</p>
      <p className={styles.city}>
        <MapPinIcon width={18} height={18} />
        {entry.city}
      </p>
      <DirectoryCardLinks name={entry.name} links={entry.links} />
    </article>
  );
}
