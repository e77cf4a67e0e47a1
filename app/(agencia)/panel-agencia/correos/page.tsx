import { OutboxArea } from '@/components/client-work/outbox-area';
import { StaffHeading } from '@/components/staff-area/staff-heading';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffOutbox);

export default function Page() {
  const { intro } = getPagesContent().staffOutbox;
  return (
    <>
      <StaffHeading {...intro} />
      <OutboxArea />
    </>
  );
}
