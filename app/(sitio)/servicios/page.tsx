import { ServicesIndex } from '@/components/catalog/services-index';
import { getServices } from '@/lib/catalog/site-catalog';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.services);

export default function ServicesPage() {
  return <ServicesIndex services={getServices()} />;
}
