import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import type { CtaContent } from '@/lib/content/pages';
import styles from './about-cta.module.scss';

type AboutCtaProps = { cta: CtaContent };

/** The closing call to action: a WhatsApp message to start the first step. */
export function AboutCta({ cta }: AboutCtaProps) {
  return (
    <section className={styles.cta} aria-labelledby="contacto-titulo">
      <div className={styles.inner}>
        <div className={styles.box}>
          <div>
            <h2 id="contacto-titulo" className={styles.title}>
              {cta.title}
            </h2>
            <p className={styles.text}>
              Escríbenos por WhatsApp, cuéntanos qué necesitas y agendamos tu llamada de diagnóstico
              sin costo.
            </p>
          </div>
          <a
            href={buildWhatsAppUrl(cta.whatsappMessage)}
            className={styles.button}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon />
            Agenda tu llamada por WhatsApp
          </a>
        </div>
      </div>
    </section>
  );
}
