import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import type { ArticleCardData } from '@/lib/blog/article-search';
import { getArticlePath } from '@/lib/blog/blog';
import { formatSpanishDate } from '@/lib/site/format';
import { Byline } from './byline';
import { CategoryChip } from './category-chip';
import styles from './article-card.module.scss';

type ArticleCardProps = {
  /** An article as the server has it, or as the blog search's index rebuilds it. */
  article: ArticleCardData;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
};

/**
 * A blog card: cover, category, title, date, description, reading time and byline, linking to
 * the article (the category chip links to its category); a draft
 * or scheduled article (shown only by `npm run dev`) is labelled "Borrador".
 */
export function ArticleCard({
  article,
  headingLevel: Heading = 'h2',
  eager = false,
}: ArticleCardProps) {
  return (
    <article className={styles.card}>
      <SiteImage
        src={article.image}
        alt=""
        width={1200}
        height={630}
        className={styles.cover}
        sizes="(min-width: 1024px) 366px, (min-width: 768px) 50vw, calc(100vw - 48px)"
        priority={eager}
      />
      <div className={styles.body}>
        {article.categoryInfo && <CategoryChip category={article.categoryInfo} />}
        <p className={styles.meta}>
          {article.status && article.status !== 'published' && (
            <span className={styles.draft}>Borrador</span>
          )}
          <time dateTime={article.publishedDate}>{formatSpanishDate(article.publishedDate)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.readingMinutes} min de lectura</span>
        </p>
        <Heading className={styles.title}>
          <SiteLink href={getArticlePath(article)} className={styles.link}>
            {article.title}
          </SiteLink>
        </Heading>
        <p className={styles.description}>{article.description}</p>
        <div className={styles.byline}>
          <Byline byline={article.byline} size="sm" />
        </div>
      </div>
    </article>
  );
}
