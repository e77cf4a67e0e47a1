import type { Article } from '@/lib/blog/article-schema';
import { ArticleGrid } from './article-grid';
import styles from './related-articles.module.scss';

/** "Sigue leyendo": two or three related articles. */
export function RelatedArticles({ title, articles }: { title: string; articles: Article[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="relacionados-titulo" className={styles.related}>
      <h2 id="relacionados-titulo" className={styles.title}>
        {title}
      </h2>
      <ArticleGrid articles={articles} headingLevel="h3" />
    </section>
  );
}
