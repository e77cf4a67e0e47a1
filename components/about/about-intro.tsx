import { PageIntro } from '@/components/ui/page-intro';
import type { PageIntroContent } from '@/lib/content/pages';
import styles from './about-intro.module.scss';

/** The opening of the about page on a tinted band. */
export function AboutIntro({ intro }: { intro: PageIntroContent }) {
  return (
    <div className={styles.band}>
      <PageIntro {...intro} />
    </div>
  );
}
