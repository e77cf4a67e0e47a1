import type { Article } from '@/lib/blog/article-schema';
import { ARTICLE_PAGE_IDS } from '@/lib/content/page-ids';
import { ArticleGrid } from './article-grid';
import styles from './related-articles.module.scss';

/** "Sigue leyendo": two or three related articles. */
export function RelatedArticles({ title, articles }: { title: string; articles: Article[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby={ARTICLE_PAGE_IDS.related.id} className={styles.related}>
      <h2 id={ARTICLE_PAGE_IDS.related.id} className={styles.title}>
        {title}
      </h2>
      <ArticleGrid articles={articles} headingLevel="h3" />
    </section>
  );
}
