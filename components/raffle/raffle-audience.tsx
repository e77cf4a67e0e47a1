import { Section } from '@/components/ui/section';
import type { SectionHeadingContent } from '@/lib/content/pages';
import type { RaffleAudience as Audience } from '@/lib/content/raffle-content';
import styles from './raffle-audience.module.scss';

type RaffleAudienceProps = { heading: SectionHeadingContent; audience: readonly Audience[] };

/** Who the raffle system is for, and the legal reminder every organizer needs. */
export function RaffleAudience({ heading, audience }: RaffleAudienceProps) {
  return (
    <Section headingId="para-quien-titulo" heading={heading} tinted>
      <ul className={styles.list}>
        {audience.map((group) => (
          <li key={group.title} className={styles.item}>
            <h3 className={styles.title}>{group.title}</h3>
            <p className={styles.text}>{group.description}</p>
          </li>
        ))}
      </ul>
      <p className={styles.legal}>
        En México, las rifas con venta de boletos requieren permiso de la Secretaría de Gobernación
        (SEGOB). El sistema te ayuda a operar y transparentar tu rifa, pero no sustituye ese
        trámite.
      </p>
    </Section>
  );
}
