import { Section } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/ui/icons';
import { SiteImage } from '@/components/ui/site-image';
import type { Service } from '@/lib/content/home-content';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './services-section.module.scss';

type ServicesSectionProps = {
  heading: SectionHeadingContent;
  quoteMessage: string;
  services: readonly Service[];
};

/** The services section: one card per service, then an invitation to ask about anything else. */
export function ServicesSection({ heading, quoteMessage, services }: ServicesSectionProps) {
  return (
    <Section id="servicios" headingId="servicios-titulo" heading={heading} tinted>
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service.title} className={styles.card}>
            <SiteImage
              className={styles.icon}
              src={service.icon}
              darkSrc={service.darkIcon}
              alt=""
              width={48}
              height={48}
            />
            <h3 className={styles.title}>{service.title}</h3>
            <p className={styles.description}>{service.description}</p>
          </li>
        ))}
      </ul>
      <div className={styles.ask} data-lugar="servicios">
        <div>
          <h3 className={styles.title}>¿Buscas algo diferente?</h3>
          <p className={styles.description}>
            Cuéntanos tu idea y te decimos cómo resolverla, sin compromiso.
          </p>
        </div>
        <ButtonLink
          href={buildWhatsAppUrl(quoteMessage)}
          external
          variant="light"
          size="sm"
          className={styles.askLink}
        >
          <WhatsAppIcon width={20} height={20} />
          Cotiza por WhatsApp
        </ButtonLink>
      </div>
    </Section>
  );
}
