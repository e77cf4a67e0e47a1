import type { Project } from '@/lib/content/home-content';
import type { SectionHeadingContent } from '@/lib/content/pages';
import { ProjectCard } from './project-card';
import { ProjectCarousel } from './project-carousel';
import { SectionHeading } from './section-heading';
import styles from './home-section.module.scss';

type ProjectsSectionProps = { heading: SectionHeadingContent; projects: readonly Project[] };

/** The projects section: the carousel of six client projects. */
export function ProjectsSection({ heading, projects }: ProjectsSectionProps) {
  return (
    <section
      id="proyectos"
      className={`${styles.section} ${styles.alt}`}
      aria-labelledby="proyectos-titulo"
    >
      <div className={styles.inner}>
        <SectionHeading id="proyectos-titulo" {...heading} />
        <ProjectCarousel
          slides={projects.map((project) => (
            <ProjectCard key={project.url} project={project} />
          ))}
        />
      </div>
    </section>
  );
}
