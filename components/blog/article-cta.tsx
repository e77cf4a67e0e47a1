import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './article-cta.module.scss';

/** Invites the reader to talk to the agency on WhatsApp about what the article covers. */
export function ArticleCta({ title }: { title: string }) {
  const message = `¡Hola! Leí el artículo "${title}" y me gustaría recibir asesoría para mi negocio.`;
  return (
    <aside className={styles.cta} aria-labelledby="asesoria-titulo">
      <h2 id="asesoria-titulo" className={styles.title}>
        ¿Quieres aplicar esto en tu negocio?
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
