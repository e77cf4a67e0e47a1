import { SiteLink } from '@/components/ui/site-link';
import { getBlogPagePath } from '@/lib/blog/blog';
import styles from './blog-pagination.module.scss';

/** Links to every page of the article list; rendered only when there is more than one. */
export function BlogPagination({ current, total }: { current: number; total: number }) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Páginas del blog" className={styles.nav}>
      <ul className={styles.list}>
        {Array.from({ length: total }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <SiteLink
              href={getBlogPagePath(page)}
              className={styles.link}
              aria-current={page === current ? 'page' : undefined}
              aria-label={`Página ${page}`}
            >
              {page}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
