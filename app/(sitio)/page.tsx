import { FaqSection } from '@/components/home/faq-section';
import { HomeHero } from '@/components/home/home-hero';
import { PaymentMethods } from '@/components/home/payment-methods';
import { ProjectsSection } from '@/components/home/projects-section';
import { ServicesSection } from '@/components/home/services-section';
import { TestimonialsSection } from '@/components/home/testimonials-section';
import { TrustedBy } from '@/components/home/trusted-by';
import { getProjects, getServices } from '@/lib/catalog/site-catalog';
import { getHomeContent } from '@/lib/content/home-content';
import { JsonLd } from '@/components/ui/json-ld';
import { getPagesContent } from '@/lib/content/pages';
import { buildOrganizationJsonLd } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.home);

export default function HomePage() {
  const content = getHomeContent();
  const copy = getPagesContent().home;
  const { quoteWhatsappMessage, ...servicesHeading } = copy.services;
  return (
    <>
      <HomeHero hero={copy.hero} />
      <TrustedBy title={copy.clients.title} clients={content.clients} />
      <ProjectsSection heading={copy.projects} projects={getProjects()} />
      <TestimonialsSection heading={copy.testimonials} reviews={content.reviews} />
      <ServicesSection
        heading={servicesHeading}
        quoteMessage={quoteWhatsappMessage}
        services={getServices()}
      />
      <FaqSection heading={copy.faq} entries={content.faq} />
      <PaymentMethods title={copy.payments.title} methods={content.paymentMethods} />
      <JsonLd data={buildOrganizationJsonLd()} />
    </>
  );
}
