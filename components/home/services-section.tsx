import { WhatsAppIcon } from '@/components/ui/icons';
import { SiteImage } from '@/components/ui/site-image';
import type { Service } from '@/lib/content/home-content';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import { SectionHeading } from './section-heading';
import sectionStyles from './home-section.module.scss';
import styles from './services-section.module.scss';

type ServicesSectionProps = {
  heading: SectionHeadingContent;
  quoteMessage: string;
  services: readonly Service[];
};

/** The services section: one card per service, and a card to ask about anything else. */
export function ServicesSection({ heading, quoteMessage, services }: ServicesSectionProps) {
  return (
    <section
      id="servicios"
      className={`${sectionStyles.section} ${sectionStyles.alt}`}
      aria-labelledby="servicios-titulo"
    >
      <div className={sectionStyles.inner}>
        <SectionHeading id="servicios-titulo" {...heading} />
        <ul className={styles.grid}>
          {services.map((service) => (
            <li key={service.title} className={styles.card}>
              <SiteImage className={styles.icon} src={service.icon} alt="" width={48} height={48} />
              <h3 className={styles.title}>{service.title}</h3>
              <p className={styles.description}>{service.description}</p>
            </li>
          ))}
          <li className={`${styles.card} ${styles.ask}`}>
            <h3 className={styles.title}>¿Buscas algo diferente?</h3>
            <p className={styles.description}>
              Cuéntanos tu idea y te decimos cómo resolverla, sin compromiso.
            </p>
            <a
              href={buildWhatsAppUrl(quoteMessage)}
              className={styles.askLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              <WhatsAppIcon width={20} height={20} />
              Cotiza por WhatsApp
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
