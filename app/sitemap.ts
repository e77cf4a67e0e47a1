import type { MetadataRoute } from 'next';
import { getAllArticles } from '@/lib/blog/articles';
import { getCategories } from '@/lib/blog/categories';
import { getProjects, getServices } from '@/lib/catalog/site-catalog';
import { getProjectPath, getServicePath } from '@/lib/site/paths';
import { buildSitemap } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return buildSitemap(getAllArticles(), getCategories(), [
    ...getServices().map(getServicePath),
    ...getProjects().map(getProjectPath),
  ]);
}
