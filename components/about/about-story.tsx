import type { SectionHeadingContent } from '@/lib/content/pages';
import { fillTemplate } from '@/lib/site/format';
import { Section } from '@/components/ui/section';
import { EmailLink } from '@/components/ui/email-link';
import { siteConfig } from '@/lib/site/site-config';
import styles from './about-story.module.scss';

type AboutStoryProps = { heading: SectionHeadingContent; story: readonly string[] };

/** Who the agency is, with where its office is; the heading may name the city as `{city}`. */
export function AboutStory({ heading, story }: AboutStoryProps) {
  const { address } = siteConfig;
  return (
    <Section
      id="quienes-somos"
      headingId="quienes-somos-titulo"
      heading={{ ...heading, title: fillTemplate(heading.title, { city: address.city }) }}
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
          <EmailLink className={styles.mail} />
        </aside>
      </div>
    </Section>
  );
}
