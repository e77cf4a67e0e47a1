import { TransferGuide } from '@/components/transfer/transfer-guide';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { fillTemplate } from '@/lib/site/format';
import { staticPages } from '@/lib/site/routes';
import { getTransferDetails } from '@/lib/transfer/transfer';

export const metadata = buildPageMetadata(staticPages.transfer);

export default function Page() {
  const { intro, receipt, ...headings } = getPagesContent().transfer;
  const details = getTransferDetails(receipt.whatsappMessage);
  const values = { provider: details.provider };
  return (
    <>
      <PageIntro
        eyebrow={intro.eyebrow}
        title={fillTemplate(intro.title, values)}
        lead={fillTemplate(intro.lead, values)}
      />
      <TransferGuide details={details} headings={headings} receipt={receipt} />
    </>
  );
}
