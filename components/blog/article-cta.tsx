import { WhatsAppIcon } from '@/components/ui/icons';
import type { CtaContent } from '@/lib/content/pages';
import { fillTemplate } from '@/lib/site/format';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './article-cta.module.scss';

type ArticleCtaProps = { cta: CtaContent; title: string };

/**
 * Invites the reader to talk to the agency on WhatsApp about what the article covers; the
 * message may name the article as `{title}`.
 */
export function ArticleCta({ cta, title }: ArticleCtaProps) {
  const message = fillTemplate(cta.whatsappMessage, { title });
  return (
    <aside className={styles.cta} aria-labelledby="asesoria-titulo">
      <h2 id="asesoria-titulo" className={styles.title}>
        {cta.title}
      </h2>
      <p className={styles.text}>
        Cuéntanos qué necesitas y te respondemos por WhatsApp con una propuesta clara, sin
        compromiso.
      </p>
      <a
        href={buildWhatsAppUrl(message)}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.button}
      >
        <WhatsAppIcon />
        Hablemos por WhatsApp
      </a>
    </aside>
  );
}
