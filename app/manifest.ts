import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site/site-config';
import { brandBackgroundColor, brandColor } from '@/lib/site/brand';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.name,
    short_name: siteConfig.name,
    description: siteConfig.description,
    lang: 'es',
    start_url: '/',
    display: 'standalone',
    background_color: brandBackgroundColor,
    theme_color: brandColor,
    icons: [
      { src: '/images/brand/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/images/brand/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
