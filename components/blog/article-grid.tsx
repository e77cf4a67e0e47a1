import type { Article } from '@/lib/blog/article-schema';
import { ArticleCard } from './article-card';
import styles from './article-grid.module.scss';

type ArticleGridProps = { articles: Article[]; headingLevel?: 'h2' | 'h3'; eagerFirst?: boolean };

/** A responsive grid of article cards. */
export function ArticleGrid({ articles, headingLevel, eagerFirst = false }: ArticleGridProps) {
  return (
    <ul className={styles.grid}>
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
