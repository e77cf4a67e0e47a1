import { ClientsArea } from '@/components/client-work/clients-area';
import { StaffHeading } from '@/components/staff-area/staff-heading';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffClients);

export default function Page() {
  const { intro } = getPagesContent().staffClients;
  return (
    <>
      <StaffHeading {...intro} />
      <ClientsArea />
    </>
  );
}
