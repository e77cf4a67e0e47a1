import { Section } from '@/components/ui/section';
import type { SectionHeadingContent } from '@/lib/content/pages';
import type { RaffleDemo } from '@/lib/content/raffle-content';
import { DrawPanel } from './draw-panel';
import { DrawRule } from './draw-rule';
import { VerifyForm } from './verify-form';
import styles from './raffle-draw-section.module.scss';

const steps = [
  {
    title: 'Compromiso',
    text: 'Antes del sorteo se publica el SHA-256 de una semilla secreta. Nadie puede deducir la semilla a partir de él, y el organizador ya no puede cambiarla sin que se note.',
  },
  {
    title: 'Revelación',
    text: 'El día del sorteo se revela la semilla y se aplica la regla escrita aquí abajo para obtener al ganador.',
  },
  {
    title: 'Verificación',
    text: 'Cualquiera calcula el SHA-256 de la semilla revelada, confirma que coincide con el compromiso y llega al mismo número ganador.',
  },
];

type RaffleDrawSectionProps = { heading: SectionHeadingContent; raffle: RaffleDemo };

/** The verifiable demo draw: how commit–reveal works, the rule, the draw and the check. */
export function RaffleDrawSection({ heading, raffle }: RaffleDrawSectionProps) {
  return (
    <Section id="sorteo" headingId="sorteo-titulo" heading={heading}>
      <div className={styles.layout}>
        <div className={styles.explain}>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title}>
                <h3 className={styles.stepTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <DrawRule raffle={raffle} />
        </div>
        <div className={styles.tools}>
          <DrawPanel raffle={raffle} />
          <VerifyForm raffle={raffle} />
        </div>
      </div>
    </Section>
  );
}
