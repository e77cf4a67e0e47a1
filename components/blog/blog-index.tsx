import type { ReactNode } from 'react';
import { PageIntro } from '@/components/ui/page-intro';
import type { Article } from '@/lib/blog/article-schema';
import { searchTextOf } from '@/lib/blog/article-search';
import type { PageIntroContent } from '@/lib/content/pages';
import { ArticleCard } from './article-card';
import { ArticleGrid } from './article-grid';
import { BlogPagination } from './blog-pagination';
import { BlogSearch } from './blog-search';
import styles from './blog-index.module.scss';

type BlogIndexProps = {
  intro: PageIntroContent;
  /** Every article of the blog, newest first: the search looks through all of them. */
  allArticles: Article[];
  /** This page's articles. */
  articles: Article[];
  page: number;
  total: number;
  /** The list of categories shown under the intro. */
  nav?: ReactNode;
};

/** One page of the article list (`articles` are that page's, newest first), with the search. */
export function BlogIndex({ intro, allArticles, articles, page, total, nav }: BlogIndexProps) {
  const lead = page > 1 ? `${intro.lead} Página ${page} de ${total}.` : intro.lead;
  const searchItems = allArticles.map((article) => ({
    slug: article.slug,
    text: searchTextOf(article),
    card: <ArticleCard article={article} />,
  }));
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={lead} />
      {nav}
      <section className={styles.section} aria-label="Artículos">
        <BlogSearch items={searchItems}>
          <ArticleGrid articles={articles} eagerFirst />
          <BlogPagination current={page} total={total} />
        </BlogSearch>
      </section>
    </>
  );
}
