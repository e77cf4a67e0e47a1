import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServiceView } from '@/components/catalog/service-view';
import { PageGreeting } from '@/components/layout/page-greeting';
import { getArticle } from '@/lib/blog/articles';
import { getServiceGreeting } from '@/lib/catalog/catalog-greeting';
import {
  getService,
  getServiceForPage,
  getServiceProjects,
  getServices,
} from '@/lib/catalog/site-catalog';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { getServiceShareImagePath } from '@/lib/seo/share-image';
import { getServicePath } from '@/lib/site/paths';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getServices().map((service) => ({ slug: service.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).slug);
  if (!service) return {};
  return buildPageMetadata(
    {
      path: getServicePath(service),
      title: service.title,
      description: service.description,
      keywords: service.keywords,
      indexable: true,
    },
    { url: getServiceShareImagePath(service), alt: service.title },
  );
}

export default async function ServicePage({ params }: Props) {
  const service = getServiceForPage((await params).slug);
  if (!service) notFound();
  return (
    <PageGreeting greeting={getServiceGreeting(service)}>
      <ServiceView
        service={service}
        projects={getServiceProjects(service)}
        articles={service.articles.flatMap((slug) => getArticle(slug) ?? [])}
      />
    </PageGreeting>
  );
}
