import { SiteLink } from '@/components/ui/site-link';
import { getBlogPagePath } from '@/lib/blog/blog';
import styles from './blog-pagination.module.scss';

type BlogPaginationProps = {
  current: number;
  total: number;
  /** The URL of a page of the list (the blog's by default; a category's on its pages). */
  pagePath?: (page: number) => string;
  label?: string;
};

/** Links to every page of the article list; rendered only when there is more than one. */
export function BlogPagination({
  current,
  total,
  pagePath = getBlogPagePath,
  label = 'Páginas del blog',
}: BlogPaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {Array.from({ length: total }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <SiteLink
              href={pagePath(page)}
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
