import { Section } from '@/components/ui/section';
import { siteConfig } from '@/lib/site/site-config';
import styles from './about-story.module.scss';

/** Who the agency is, with where its office is. */
export function AboutStory({ story }: { story: readonly string[] }) {
  const { address } = siteConfig;
  return (
    <Section
      id="quienes-somos"
      headingId="quienes-somos-titulo"
      heading={{
        eyebrow: 'Quiénes somos',
        title: `Una agencia mexicana con oficina en la ${address.city}`,
      }}
    >
      <div className={styles.layout}>
        <div className={styles.story}>
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.card} aria-labelledby="oficina-titulo">
          <h3 id="oficina-titulo" className={styles.cardTitle}>
            Dónde estamos
          </h3>
          <address className={styles.address}>
            {address.street}
            <br />
            {address.neighborhood}
            <br />
            {address.postalCode} {address.city}, {address.country}
          </address>
          <p className={styles.note}>
            Atendemos a negocios de todo el país por WhatsApp y videollamada; si estás en la ciudad,
            también podemos vernos en persona.
          </p>
          <a className={styles.mail} href={`mailto:${siteConfig.email}`}>
            {siteConfig.email}
          </a>
        </aside>
      </div>
    </Section>
  );
}
