import type { Article } from '@/lib/blog/article-schema';
import { formatSpanishDate } from '@/lib/site/format';
import styles from './draft-notice.module.scss';

/**
 * Tells the editor, under `npm run dev`, that an article is not on the published site: a draft,
 * or scheduled for a later day. A published article shows nothing.
 */
export function DraftNotice({ article }: { article: Article }) {
  if (article.status === 'published') return null;
  const detail =
    article.status === 'draft'
      ? 'No se publica mientras su encabezado diga draft: true.'
      : `Programado: se publica con la primera compilación del ${formatSpanishDate(article.publishedDate)} o posterior.`;
  return (
    <p className={styles.notice}>
      <strong>Borrador.</strong> {detail}
    </p>
  );
}
