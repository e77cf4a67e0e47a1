import type { ReactNode } from 'react';
import { PageIntro } from '@/components/ui/page-intro';
import type { Article } from '@/lib/blog/article-schema';
import type { PageIntroContent } from '@/lib/content/pages';
import { ArticleGrid } from './article-grid';
import { BlogPagination } from './blog-pagination';
import styles from './blog-index.module.scss';

type BlogIndexProps = {
  intro: PageIntroContent;
  articles: Article[];
  page: number;
  total: number;
  /** The list of categories shown under the intro. */
  nav?: ReactNode;
};

/** One page of the article list (`articles` are that page's, newest first). */
export function BlogIndex({ intro, articles, page, total, nav }: BlogIndexProps) {
  const lead = page > 1 ? `${intro.lead} Página ${page} de ${total}.` : intro.lead;
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={lead} />
      {nav}
      <section className={styles.section} aria-label="Artículos">
        <ArticleGrid articles={articles} eagerFirst />
        <BlogPagination current={page} total={total} />
      </section>
    </>
  );
}
