import type { Review } from '@/lib/content/home-content';
import { SectionHeading } from './section-heading';
import { TestimonialPicker } from './testimonial-picker';
import styles from './home-section.module.scss';

/** What clients say: one testimonial at a time, chosen from a row of portraits. */
export function TestimonialsSection({ reviews }: { reviews: readonly Review[] }) {
  return (
    <section className={styles.section} aria-labelledby="testimonios-titulo">
      <div className={styles.inner}>
        <SectionHeading
          id="testimonios-titulo"
          eyebrow="Testimonios"
          title="Lo que dicen quienes ya trabajan con nosotros"
          centered
        />
        <TestimonialPicker reviews={reviews} initialIndex={2} />
      </div>
    </section>
  );
}
