import { WhatsAppIcon } from '@/components/ui/icons';
import section from './raffle-section.module.scss';
import styles from './raffle-cta.module.scss';

/** The closing call to action: ask for a raffle system on WhatsApp. */
export function RaffleCta({ title, whatsappUrl }: { title: string; whatsappUrl: string }) {
  return (
    <section className={section.section} aria-labelledby="rifas-cta-titulo">
      <div className={section.inner}>
        <div className={styles.card}>
          <div>
            <h2 id="rifas-cta-titulo" className={styles.title}>
              {title}
            </h2>
            <p className={styles.text}>
              Cuéntanos cuántos boletos, premios y fechas tienes en mente y te enviamos una
              propuesta con precio cerrado y tiempo de entrega.
            </p>
          </div>
          <a href={whatsappUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon />
            Quiero mi sistema de rifas
          </a>
        </div>
      </div>
    </section>
  );
}
