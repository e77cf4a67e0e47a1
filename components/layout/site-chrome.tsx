import type { ReactNode } from 'react';
import { CHROME_IDS } from '@/lib/content/page-ids';
import { getApiUrl } from '@/lib/site/api-url';
import { siteConfig } from '@/lib/site/site-config';
import { buildWhatsAppUrl, getWhatsAppNumber, getWhatsAppUrlPrefix } from '@/lib/site/whatsapp';
import { CookieConsentLoader } from './cookie-consent-loader';
import { FloatingActions } from './floating-actions';
import { LinkNavigation } from './link-navigation';
import { NavigationSpinner } from './navigation-spinner';
import { PageGreetingSync } from './page-greeting-sync';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { VisitCounterLoader } from './visit-counter-loader';

/**
 * What every public page's `<body>` holds: header, main content, footer, floating buttons,
 * consent and the visit counter. The public pages' layout and the 404 page (which Next renders
 * outside the layouts) both draw it; the staff pages have a frame of their own.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a href={`#${CHROME_IDS.main.id}`} className="skipLink">
        Saltar al contenido
      </a>
      {/* First in the focus order after the skip link, as it shows: right under the header. */}
      <CookieConsentLoader />
      <SiteHeader />
      <main id={CHROME_IDS.main.id} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <FloatingActions whatsappUrl={buildWhatsAppUrl()} />
      <PageGreetingSync number={getWhatsAppNumber()} greeting={siteConfig.whatsapp.greeting} />
      <NavigationSpinner />
      <LinkNavigation />
      {process.env.NEXT_PUBLIC_ANALYTICS !== 'off' && (
        <VisitCounterLoader
          endpoint={`${getApiUrl()}/visitas`}
          whatsappPrefix={getWhatsAppUrlPrefix()}
        />
      )}
    </>
  );
}
