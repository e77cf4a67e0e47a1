import { FaqSection } from '@/components/home/faq-section';
import { HomeHero } from '@/components/home/home-hero';
import { PaymentMethods } from '@/components/home/payment-methods';
import { ProjectsSection } from '@/components/home/projects-section';
import { ServicesSection } from '@/components/home/services-section';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { TrustedBy } from '@/components/home/trusted-by';
import { getHomeContent } from '@/lib/content/home-content';
import { JsonLd } from '@/components/ui/json-ld';
import { buildOrganizationJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.home);

export default function HomePage() {
  const content = getHomeContent();
  return (
    <>
      <HomeHero />
      <TrustedBy clients={content.clients} />
      <ProjectsSection projects={content.projects} />
      <TestimonialsSection reviews={content.reviews} />
      <ServicesSection services={content.services} />
      <FaqSection entries={content.faq} />
      <PaymentMethods methods={content.paymentMethods} />
      <JsonLd data={buildOrganizationJsonLd()} />
    </>
  );
}
