import { SiteImage } from '@/components/ui/site-image';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { Article } from '@/lib/blog/article-schema';
import { getArticlePath } from '@/lib/blog/blog';
import { formatSpanishDate } from '@/lib/site/format';
import { paths } from '@/lib/site/paths';
import { Byline } from './byline';
import { CategoryChip } from './category-chip';
import { DraftNotice } from './draft-notice';
import styles from './article-header.module.scss';

/**
 * Breadcrumbs, category, title, byline, dates (published, and updated when given), reading time, the draft notice
 * under `npm run dev`, and the cover (the page's LCP image, loaded first).
 */
export function ArticleHeader({ article }: { article: Article }) {
  return (
    <header className={styles.header}>
      <Breadcrumbs
        items={[
          { name: 'Inicio', path: paths.home },
          { name: 'Blog', path: paths.blog },
          { name: article.title, path: getArticlePath(article) },
        ]}
      />
      {article.categoryInfo && <CategoryChip category={article.categoryInfo} />}
      <h1 className={styles.title}>{article.title}</h1>
      <div className={styles.byline}>
        <Byline byline={article.byline} />
      </div>
      <p className={styles.meta}>
        <time dateTime={article.publishedDate}>{formatSpanishDate(article.publishedDate)}</time>
        {article.updatedDate && (
          <>
            <span aria-hidden="true"> · </span>
            <span>
              Actualizado el{' '}
              <time dateTime={article.updatedDate}>{formatSpanishDate(article.updatedDate)}</time>
            </span>
          </>
        )}
        <span aria-hidden="true"> · </span>
        <span>{article.readingMinutes} min de lectura</span>
      </p>
      <DraftNotice article={article} />
      <SiteImage
        src={article.image}
        alt=""
        width={1200}
        height={630}
        className={styles.cover}
        sizes="(min-width: 1200px) 1152px, calc(100vw - 48px)"
        priority
      />
    </header>
  );
}
