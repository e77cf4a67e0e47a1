import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/site/site-config';
import { paths } from '@/lib/site/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [paths.panel] },
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
