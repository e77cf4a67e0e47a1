import { SiteImage } from '@/components/ui/site-image';
import type { Byline as BylineData } from '@/lib/blog/authors';
import styles from './byline.module.scss';

type BylineProps = { byline: Pick<BylineData, 'name' | 'avatar' | 'role'>; size?: 'sm' | 'md' };

/**
 * Who signs an article: the avatar and "Por {name}", with the role on the article page (`md`) and
 * the name alone on a card (`sm`).
 */
export function Byline({ byline, size = 'md' }: BylineProps) {
  const pixels = size === 'md' ? 48 : 32;
  return (
    <p className={`${styles.byline} ${styles[size]}`}>
      <SiteImage
        src={byline.avatar}
        alt=""
        width={pixels}
        height={pixels}
        className={styles.avatar}
      />
      <span className={styles.text}>
        <span className={styles.name}>Por {byline.name}</span>
        {size === 'md' && <span className={styles.role}>{byline.role}</span>}
      </span>
    </p>
  );
}
