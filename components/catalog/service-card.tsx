import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import type { Service } from '@/lib/catalog/catalog-schema';
import { getServicePath } from '@/lib/site/paths';
import styles from './service-card.module.scss';

export type ServiceCardContent = Pick<Service, 'slug' | 'title' | 'summary' | 'icon' | 'darkIcon'>;

/** A service's card: its icon, its title (a link that covers the card) and its line. */
export function ServiceCard({
  service,
  headingLevel: Heading = 'h3',
}: {
  service: ServiceCardContent;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <li className={styles.card}>
      <SiteImage
        className={styles.icon}
        src={service.icon}
        darkSrc={service.darkIcon}
        alt=""
        width={48}
        height={48}
      />
      <Heading className={styles.title}>
        <SiteLink href={getServicePath(service)} className={styles.link}>
          {service.title}
        </SiteLink>
      </Heading>
      <p className={styles.description}>{service.summary}</p>
    </li>
  );
}

/** The services' cards in a grid. */
export function ServiceGrid({
  services,
  headingLevel,
}: {
  services: readonly ServiceCardContent[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.grid}>
      {services.map((service) => (
        <ServiceCard key={service.slug} service={service} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
