import { StaffArea } from '@/components/staff-area/staff-area';
import { StaffHeading } from '@/components/staff-area/staff-heading';
import { getServices } from '@/lib/catalog/site-catalog';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';
import { getServicePath } from '@/lib/site/paths';

export const metadata = buildPageMetadata(staticPages.staffPanel);

export default function Page() {
  const { intro } = getPagesContent().staffPanel;
  // The visits know each service by its page; the dashboard shows the catalogue's names.
  const serviceNames = Object.fromEntries(
    getServices().map((service) => [getServicePath(service), service.title]),
  );
  return (
    <>
      <StaffHeading {...intro} />
      <StaffArea serviceNames={serviceNames} />
    </>
  );
}
