import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { brandColor, brandDarkBackgroundColor } from '@/lib/site/brand';
import { siteConfig } from '@/lib/site/site-config';
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
      <body>{children}</body>
    </html>
  );
}
