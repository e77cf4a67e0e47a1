import type { Ref } from 'react';
import type { ArticleCardData } from '@/lib/blog/article-search';
import { ArticleCard } from './article-card';
import styles from './article-grid.module.scss';

type ArticleGridProps = {
  articles: readonly ArticleCardData[];
  headingLevel?: 'h2' | 'h3';
  eagerFirst?: boolean;
  ref?: Ref<HTMLUListElement>;
};

/** A responsive grid of article cards. */
export function ArticleGrid({ articles, headingLevel, eagerFirst = false, ref }: ArticleGridProps) {
  return (
    <ul ref={ref} className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.slug} className={styles.item}>
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            eager={eagerFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
