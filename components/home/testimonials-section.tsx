import { Section } from '@/components/ui/section';
import type { Review } from '@/lib/content/home-content';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { TestimonialPicker } from './testimonial-picker';

type TestimonialsSectionProps = { heading: SectionHeadingContent; reviews: readonly Review[] };

/** What clients say: one testimonial at a time, chosen from a row of portraits. */
export function TestimonialsSection({ heading, reviews }: TestimonialsSectionProps) {
  return (
    <Section headingId="testimonios-titulo" heading={{ ...heading, centered: true }}>
      <TestimonialPicker reviews={reviews} initialIndex={2} />
    </Section>
  );
}
