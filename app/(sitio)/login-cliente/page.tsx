import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { LoginForm } from '@/components/client-area/login-form';
import { LoginHelp } from '@/components/client-area/login-help';
import { PrivacyShortNotice } from '@/components/legal/privacy-short-notice';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.login);

export default function Page() {
  const { intro, help, privacyNotice } = getPagesContent().login;
  return (
    <>
      <PageIntro {...intro} />
      <ClientAreaSection>
        <LoginForm>
          <PrivacyShortNotice notice={privacyNotice} />
        </LoginForm>
        <LoginHelp help={help} />
      </ClientAreaSection>
    </>
  );
}
