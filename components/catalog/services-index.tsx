import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { StaticIsland } from '@/components/ui/static-island';
import type { Service } from '@/lib/catalog/catalog-schema';
import { buildServiceListJsonLd } from '@/lib/seo/json-ld';
import { paths } from '@/lib/site/paths';
import { siteConfig } from '@/lib/site/site-config';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import { CatalogCta } from './catalog-cta';
import { CheckList } from './check-list';
import { ServiceGrid } from './service-card';
import styles from './services-index.module.scss';

/** What holds for every service, from the agency's terms. */
const TERMS = [
  'Cotización por escrito con alcance, precio en pesos y fecha de entrega.',
  'Una página web, en 15 días hábiles desde que confirmas la compra.',
  'Si una falla es nuestra, la corregimos sin costo.',
];

/** /servicios: every service as a card leading to its page, and a call for anything else. */
export function ServicesIndex({ services }: { services: readonly Service[] }) {
  return (
    <StaticIsland id="servicios">
      <PageIntro
        breadcrumbs={[
          { name: 'Inicio', path: paths.home },
          { name: 'Servicios', path: paths.services },
        ]}
        eyebrow="Servicios"
        title="Lo que hacemos por tu negocio"
        lead="Diseñamos y programamos sitios, aplicaciones y chatbots, cuidamos tu hosting y te ayudamos a que te encuentren en Google. En cada servicio verás para quién es, qué incluye y qué no, cómo trabajamos paso a paso y qué necesitamos de ti."
        className={styles.intro}
      >
        <div className={styles.terms}>
          <CheckList items={TERMS} />
        </div>
      </PageIntro>
      <Section headingId="servicios-lista-titulo" tinted>
        <h2 id="servicios-lista-titulo" className={styles.listTitle}>
          Nuestros {services.length} servicios
        </h2>
        <ServiceGrid services={services} />
      </Section>
      <CatalogCta
        headingId="servicios-cta-titulo"
        title="¿Buscas algo que no está en la lista?"
        whatsappUrl={buildWhatsAppUrl(siteConfig.whatsapp.greeting)}
        place="banda-cta"
      >
        Cuéntanos tu idea por WhatsApp y te decimos cómo resolverla, sin compromiso.
      </CatalogCta>
      <JsonLd data={buildServiceListJsonLd(services)} />
    </StaticIsland>
  );
}
