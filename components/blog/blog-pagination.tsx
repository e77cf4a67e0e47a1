import { SiteLink } from '@/components/ui/site-link';
import { getBlogPagePath } from '@/lib/blog/blog';
import { GAP, getPageNumbers } from '@/lib/blog/pagination';
import styles from './blog-pagination.module.scss';

type BlogPaginationProps = {
  current: number;
  total: number;
  /** The URL of a page of the list (the blog's by default; a category's on its pages). */
  pagePath?: (page: number) => string;
  label?: string;
};

/**
 * The pages of the article list: the previous and next page, the first and the last, and the
 * pages around the current one, so its size does not grow with the blog. Rendered only when
 * there is more than one page.
 */
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
        {current > 1 && (
          <li>
            <SiteLink href={pagePath(current - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">←</span> Anterior
            </SiteLink>
          </li>
        )}
        {getPageNumbers(current, total).map((page, index) =>
          page === GAP ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
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
          ),
        )}
        {current < total && (
          <li>
            <SiteLink href={pagePath(current + 1)} className={styles.step} rel="next">
              Siguiente <span aria-hidden="true">→</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
