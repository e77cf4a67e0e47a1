import { ClientAreaSection } from '@/components/client-area/client-area-section';
import { ForgotPasswordForm } from '@/components/client-area/forgot-password-form';
import { LoginHelp } from '@/components/client-area/login-help';
import { PageIntro } from '@/components/ui/page-intro';
import { getPagesContent } from '@/lib/content/pages';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { staticPages } from '@/lib/site/routes';

export const metadata = buildPageMetadata(staticPages.forgotPassword);

export default function Page() {
  const { intro, help } = getPagesContent().forgotPassword;
  return (
    <>
      <PageIntro {...intro} />
      <ClientAreaSection>
        <ForgotPasswordForm />
        <LoginHelp help={help} />
      </ClientAreaSection>
    </>
  );
}
