import { Section } from '@/components/ui/section';
import { ButtonLink } from '@/components/ui/button';
import { WhatsAppIcon } from '@/components/ui/icons';
import { SiteLink } from '@/components/ui/site-link';
import { ServiceGrid, type ServiceCardContent } from '@/components/catalog/service-card';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { paths } from '@/lib/site/paths';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import styles from './services-section.module.scss';

type ServicesSectionProps = {
  heading: SectionHeadingContent;
  quoteMessage: string;
  services: readonly ServiceCardContent[];
};

/**
 * The services section: one card per service, each leading to its page, then the link to every
 * service and an invitation to ask about anything else.
 */
export function ServicesSection({ heading, quoteMessage, services }: ServicesSectionProps) {
  return (
    <Section id="servicios" headingId="servicios-titulo" heading={heading} tinted>
      <ServiceGrid services={services} />
      <p className={styles.all}>
        <SiteLink href={paths.services}>Qué incluye cada servicio y cómo trabajamos</SiteLink>
      </p>
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
