import { Section } from '@/components/ui/section';
import type { Review } from '@/lib/content/home-content';
import { TestimonialPicker } from './testimonial-picker';

/** What clients say: one testimonial at a time, chosen from a row of portraits. */
export function TestimonialsSection({ reviews }: { reviews: readonly Review[] }) {
  return (
    <Section
      headingId="testimonios-titulo"
      heading={{
        eyebrow: 'Testimonios',
        title: 'Lo que dicen quienes ya trabajan con nosotros',
        centered: true,
      }}
    >
      <TestimonialPicker reviews={reviews} initialIndex={2} />
    </Section>
  );
}
