import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { CookieConsentLoader } from '@/components/layout/cookie-consent-loader';
import { FloatingActions } from '@/components/layout/floating-actions';
import { NavigationSpinner } from '@/components/layout/navigation-spinner';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { VisitCounter } from '@/components/layout/visit-counter';
import { getApiUrl } from '@/lib/site/api-url';
import { brandColor, brandDarkBackgroundColor } from '@/lib/site/brand';
import { siteConfig } from '@/lib/site/site-config';
import { buildWhatsAppUrl, getWhatsAppUrlPrefix } from '@/lib/site/whatsapp';
import { brandFont } from './fonts';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: brandColor },
    { media: '(prefers-color-scheme: dark)', color: brandDarkBackgroundColor },
  ],
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es" className={brandFont.variable}>
      <body>
        <a href="#contenido" className="skipLink">
          Saltar al contenido
        </a>
        <SiteHeader />
        <main id="contenido" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <FloatingActions whatsappUrl={buildWhatsAppUrl()} />
        <CookieConsentLoader />
        <NavigationSpinner />
        {process.env.NEXT_PUBLIC_ANALYTICS !== 'off' && (
          <VisitCounter
            endpoint={`${getApiUrl()}/visitas`}
            whatsappPrefix={getWhatsAppUrlPrefix()}
          />
        )}
      </body>
    </html>
  );
}
