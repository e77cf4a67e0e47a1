import { ButtonLink } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './article-cta.module.scss';

/** Invites the reader to talk to the agency on WhatsApp about what the article covers. */
export function ArticleCta({ title }: { title: string }) {
  const message = `¡Hola! Leí el artículo "${title}" y me gustaría recibir asesoría para mi negocio.`;
  return (
    <CtaBand
      as="aside"
      headingId="asesoria-titulo"
      title="¿Quieres aplicar esto en tu negocio?"
      tone="dark"
      layout="stack"
      className={styles.cta}
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
