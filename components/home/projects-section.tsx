import { Section } from '@/components/ui/section';
import type { Project } from '@/lib/catalog/catalog-schema';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { ProjectCard } from './project-card';
import { ProjectCarousel } from './project-carousel';

type ProjectsSectionProps = { heading: SectionHeadingContent; projects: readonly Project[] };

/** The projects section: the carousel of every client project, however many there are. */
export function ProjectsSection({ heading, projects }: ProjectsSectionProps) {
  return (
    <Section id="proyectos" headingId="proyectos-titulo" heading={heading} tinted>
      <ProjectCarousel
        slides={projects.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      />
    </Section>
  );
}
