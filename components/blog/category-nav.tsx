import { SiteLink } from '@/components/ui/site-link';
import { getCategoryPagePath } from '@/lib/blog/blog';
import type { CategoryGroup } from '@/lib/blog/categories';
import { paths } from '@/lib/site/paths';
import styles from './category-nav.module.scss';

type CategoryNavProps = {
  /** The categories that have published articles, each with its articles. */
  groups: readonly CategoryGroup[];
  /** Every published article, counted by the first entry. */
  total: number;
  /** The category being shown, or undefined on the whole blog. */
  current?: string;
};

/** "Todos" and each category with its number of articles; the one being shown is marked. */
export function CategoryNav({ groups, total, current }: CategoryNavProps) {
  const entries = [
    { key: 'todos', href: paths.blog, name: 'Todos', count: total, active: current === undefined },
    ...groups.map(({ category, articles }) => ({
      key: category.slug,
      href: getCategoryPagePath(category.slug),
      name: category.name,
      count: articles.length,
      active: current === category.slug,
    })),
  ];
  return (
    <nav aria-label="Categorías del blog" className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <SiteLink
              href={entry.href}
              className={styles.link}
              aria-current={entry.active ? 'page' : undefined}
            >
              {entry.name} <span className={styles.count}>({entry.count})</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
