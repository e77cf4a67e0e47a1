import { WhatsAppIcon } from '@/components/ui/icons';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './about-cta.module.scss';

const CTA_MESSAGE =
  '¡Hola! Leí sobre su equipo y me gustaría agendar una llamada de diagnóstico para mi proyecto.';

/** The closing call to action: a WhatsApp message to start the first step. */
export function AboutCta() {
  return (
    <section className={styles.cta} aria-labelledby="contacto-titulo">
      <div className={styles.inner}>
        <div className={styles.box}>
          <div>
            <h2 id="contacto-titulo" className={styles.title}>
              ¿Platicamos de tu proyecto?
            </h2>
            <p className={styles.text}>
              Escríbenos por WhatsApp, cuéntanos qué necesitas y agendamos tu llamada de diagnóstico
              sin costo.
            </p>
          </div>
          <a
            href={buildWhatsAppUrl(CTA_MESSAGE)}
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
