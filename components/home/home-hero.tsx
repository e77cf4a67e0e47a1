import { WhatsAppIcon } from '@/components/ui/icons';
import { SectionLink } from '@/components/layout/section-link';
import { siteConfig } from '@/lib/site-config';
import { buildWhatsAppUrl } from '@/lib/whatsapp';
import styles from './home-hero.module.scss';

/** The hero: the agency's promise and the WhatsApp contact button. */
export function HomeHero() {
  return (
    <section id="inicio" className={styles.hero} aria-labelledby="inicio-titulo">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Agencia de software y desarrollo web</p>
          <h1 id="inicio-titulo" className={styles.title}>
            {siteConfig.tagline}
          </h1>
          <p className={styles.lead}>
            Creamos sitios web, aplicaciones, chatbots y sistemas a la medida que hacen crecer tu
            negocio: rápidos, fáciles de usar y listos para vender desde el primer día.
          </p>
          <a
            href={buildWhatsAppUrl()}
            className={styles.cta}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsAppIcon />
            Contáctanos por WhatsApp
          </a>
        </div>
        <aside className={styles.card} aria-labelledby="inicio-tarjeta">
          <h2 id="inicio-tarjeta" className={styles.cardTitle}>
            ¿Qué esperas para ser nuestro cliente?
          </h2>
          <p>
            Tu página web lista en 15 días hábiles, con hosting, dominio, correos corporativos,
            respaldos automáticos y un mes de soporte incluidos.
          </p>
          <SectionLink sectionId="servicios" className={styles.cardLink}>
            Conoce nuestros servicios
          </SectionLink>
        </aside>
      </div>
    </section>
  );
}
