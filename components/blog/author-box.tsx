import { SiteImage } from '@/components/ui/site-image';
import type { Byline } from '@/lib/blog/authors';
import styles from './author-box.module.scss';

/** The end of an article: who wrote it, what they do and where else to find them. */
export function AuthorBox({ byline }: { byline: Byline }) {
  return (
    <aside className={styles.box} aria-label="Quién escribe este artículo">
      <SiteImage src={byline.avatar} alt="" width={64} height={64} className={styles.avatar} />
      <div className={styles.text}>
        <p className={styles.eyebrow}>Escrito por</p>
        <p className={styles.name}>{byline.name}</p>
        <p className={styles.role}>{byline.role}</p>
        <p className={styles.bio}>{byline.bio}</p>
        {byline.links.length > 0 && (
          <ul className={styles.links}>
            {byline.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer me">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
