import { Section } from '@/components/ui/section';
import type { SectionHeadingContent } from '@/lib/content/pages';
import type { RaffleFeature } from '@/lib/content/raffle-content';
import { RaffleIcon } from './raffle-icon';
import styles from './raffle-features.module.scss';

type RaffleFeaturesProps = { heading: SectionHeadingContent; features: readonly RaffleFeature[] };

/** What the raffle system includes, one card per feature. */
export function RaffleFeatures({ heading, features }: RaffleFeaturesProps) {
  return (
    <Section headingId="funciones-titulo" heading={heading}>
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
