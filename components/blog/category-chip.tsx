import { SiteLink } from '@/components/ui/site-link';
import { getCategoryPagePath } from '@/lib/blog/blog';
import type { Category } from '@/lib/blog/categories';
import styles from './category-chip.module.scss';

/** A category's name as a small pill that links to the list of its articles. */
export function CategoryChip({ category }: { category: Pick<Category, 'slug' | 'name'> }) {
  return (
    <SiteLink href={getCategoryPagePath(category.slug)} className={styles.chip}>
      {category.name}
    </SiteLink>
  );
}
