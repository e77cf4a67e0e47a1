import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { WhatsAppIcon } from '@/components/ui/icons';
import { ARTICLE_PAGE_IDS } from '@/lib/content/page-ids';
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
    <CtaBand
      contactHours
      as="aside"
      headingId={ARTICLE_PAGE_IDS.cta.id}
      title={cta.title}
      tone="dark"
      layout="stack"
      className={styles.cta}
      place="final-articulo"
      action={
        <ButtonLink href={buildWhatsAppUrl(message)} external size="lg">
          <WhatsAppIcon />
          Hablemos por WhatsApp
        </ButtonLink>
      }
    >
      Cuéntanos qué necesitas y te respondemos por WhatsApp con una propuesta clara, sin compromiso.
    </CtaBand>
  );
}
