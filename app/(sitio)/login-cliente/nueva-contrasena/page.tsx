import { AccountLinkArea } from '@/components/client-area/account-link-area';
import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { PasswordTips } from '@/components/client-area/password-tips';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';

export const metadata = buildPageMetadata(staticPages.newPassword);

export default function Page() {
  const { intro, tips, invitationHelp } = getPagesContent().newPassword;
  const { whatsappMessage, ...line } = invitationHelp;
  return (
    <>
      <PageIntro {...intro} />
      <ClientAreaSection>
        <AccountLinkArea invitationHelp={{ ...line, url: buildWhatsAppUrl(whatsappMessage) }} />
        <PasswordTips tips={tips} />
      </ClientAreaSection>
    </>
  );
}
