import type { MetadataRoute } from 'next';
import { staticPages } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(staticPages)
    .filter((page) => page.indexable)
    .map((page) => ({ url: `${siteConfig.url}${page.path}` }));
}
