import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectView } from '@/components/catalog/project-view';
import { PageGreeting } from '@/components/layout/page-greeting';
import { getCaseGreeting } from '@/lib/catalog/catalog-greeting';
import {
  getProject,
  getProjectForPage,
  getProjects,
  getServiceProjects,
  getServiceReference,
} from '@/lib/catalog/site-catalog';
import { buildPageMetadata } from '@/lib/seo/metadata';
import { getShareImagePath } from '@/lib/seo/share-image';
import { getProjectPath } from '@/lib/site/paths';

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return getProjects().map((project) => ({ slug: project.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProject((await params).slug);
  if (!project) return {};
  return buildPageMetadata(
    {
      path: getProjectPath(project),
      title: project.title,
      description: project.description,
      keywords: project.stack,
      indexable: true,
    },
    { url: getShareImagePath(project.image), alt: project.imageAlt },
  );
}

export default async function ProjectPage({ params }: Props) {
  const project = getProjectForPage((await params).slug);
  const service = project && getServiceReference(project.service);
  if (!project || !service) notFound();
  return (
    <PageGreeting greeting={getCaseGreeting(project)}>
      <ProjectView
        project={project}
        service={service}
        others={getServiceProjects(service).filter((other) => other.slug !== project.slug)}
      />
    </PageGreeting>
  );
}
