import type { ReactNode } from 'react';
import { PageIntro } from '@/components/ui/page-intro';
import type { Article } from '@/lib/blog/article-schema';
import { getCategoryPagePath } from '@/lib/blog/blog';
import type { Category } from '@/lib/blog/categories';
import { ArticleGrid } from './article-grid';
import { BlogPagination } from './blog-pagination';
import styles from './blog-index.module.scss';

type CategoryIndexProps = {
  category: Category;
  /** That page's articles of the category, newest first. */
  articles: Article[];
  page: number;
  total: number;
  /** The list of categories shown under the intro. */
  nav: ReactNode;
};

/** One page of a category's article list, laid out like /blog. */
export function CategoryIndex({ category, articles, page, total, nav }: CategoryIndexProps) {
  const lead =
    page > 1 ? `${category.description} Página ${page} de ${total}.` : category.description;
  return (
    <>
      <PageIntro eyebrow="Categoría del blog" title={category.name} lead={lead} />
      {nav}
      <section className={styles.section} aria-label={`Artículos de ${category.name}`}>
        <ArticleGrid articles={articles} eagerFirst />
        <BlogPagination
          current={page}
          total={total}
          pagePath={(number) => getCategoryPagePath(category.slug, number)}
          label={`Páginas de ${category.name}`}
        />
      </section>
    </>
  );
}
