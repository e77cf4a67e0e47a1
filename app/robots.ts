import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site/site-config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/panel-cliente'] },
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
