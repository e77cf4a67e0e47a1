import { Section } from '@/components/ui/section';
import type { AboutContent } from '@/lib/content/about';
import styles from './work-process.module.scss';

/** How a project goes, as numbered steps from the first WhatsApp message to the delivery. */
export function WorkProcess({ steps }: { steps: AboutContent['steps'] }) {
  return (
    <Section
      id="como-trabajamos"
      headingId="como-trabajamos-titulo"
      heading={{
        eyebrow: 'Cómo trabajamos',
        title: 'Del primer mensaje a la entrega, paso a paso',
        lead: 'Sabes en todo momento en qué etapa va tu proyecto y qué sigue.',
      }}
    >
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>
              <span className={styles.hidden}>Paso {index + 1}: </span>
              {step.title}
            </h3>
            <p className={styles.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
