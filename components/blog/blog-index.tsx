import type { ReactNode } from 'react';
import { PageIntro } from '@/components/ui/page-intro';
import type { Article } from '@/lib/blog/article-schema';
import type { PageIntroContent } from '@/lib/content/pages';
import { ArticleGrid } from './article-grid';
import { BlogPagination } from './blog-pagination';
import { BlogSearch } from './blog-search';
import styles from './blog-index.module.scss';

type BlogIndexProps = {
  intro: PageIntroContent;
  /** This page's articles. */
  articles: Article[];
  page: number;
  total: number;
  /** The blog search's index of every article (`getSearchIndexFile().url`). */
  searchIndexUrl: string;
  /** The list of categories shown under the intro. */
  nav?: ReactNode;
};

/**
 * One page of the article list (`articles` are that page's, newest first), with the search, which
 * looks through the index of every article: the page's HTML holds only its own cards, however
 * many articles the blog has.
 */
export function BlogIndex({ intro, articles, page, total, searchIndexUrl, nav }: BlogIndexProps) {
  const lead = page > 1 ? `${intro.lead} Página ${page} de ${total}.` : intro.lead;
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={lead} />
      {nav}
      <section className={styles.section} aria-label="Artículos">
        <BlogSearch indexUrl={searchIndexUrl}>
          <ArticleGrid articles={articles} eagerFirst />
          <BlogPagination current={page} total={total} />
        </BlogSearch>
      </section>
    </>
  );
}
