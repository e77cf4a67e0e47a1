import { AuditArea } from '@/components/staff-area/audit-area';
import { StaffHeading } from '@/components/staff-area/staff-heading';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.staffAudit);

export default function Page() {
  const { intro } = getPagesContent().staffAudit;
  return (
    <>
      <StaffHeading {...intro} />
      <AuditArea />
    </>
  );
}
