import type { Review } from '@/lib/content/home-content';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { SectionHeading } from './section-heading';
import { TestimonialPicker } from './testimonial-picker';
import styles from './home-section.module.scss';

type TestimonialsSectionProps = { heading: SectionHeadingContent; reviews: readonly Review[] };

/** What clients say: one testimonial at a time, chosen from a row of portraits. */
export function TestimonialsSection({ heading, reviews }: TestimonialsSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="testimonios-titulo">
      <div className={styles.inner}>
        <SectionHeading id="testimonios-titulo" {...heading} centered />
        <TestimonialPicker reviews={reviews} initialIndex={2} />
      </div>
    </section>
  );
}
