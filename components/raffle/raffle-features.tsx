import { Section } from '@/components/ui/section';
import type { RaffleFeature } from '@/lib/content/raffle-content';
import { RaffleIcon } from './raffle-icon';
import styles from './raffle-features.module.scss';

/** What the raffle system includes, one card per feature. */
export function RaffleFeatures({ features }: { features: readonly RaffleFeature[] }) {
  return (
    <Section
      headingId="funciones-titulo"
      heading={{
        eyebrow: 'Qué incluye',
        title: 'Todo lo que necesitas para vender boletos en línea',
        lead: 'Un sitio propio para tu rifa y un panel para administrarla, sin hojas de cálculo ni listas en el chat.',
      }}
    >
      <ul className={styles.list}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <span className={styles.icon}>
              <RaffleIcon name={feature.icon} />
            </span>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.text}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
