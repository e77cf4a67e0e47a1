import type { Project } from '@/lib/content/home-content';
import { ProjectCard } from './project-card';
import { ProjectCarousel } from './project-carousel';
import { SectionHeading } from './section-heading';
import styles from './home-section.module.scss';

/** The projects section: the carousel of six client projects. */
export function ProjectsSection({ projects }: { projects: readonly Project[] }) {
  return (
    <section
      id="proyectos"
      className={`${styles.section} ${styles.alt}`}
      aria-labelledby="proyectos-titulo"
    >
      <div className={styles.inner}>
        <SectionHeading
          id="proyectos-titulo"
          eyebrow="Proyectos"
          title="Sitios y sistemas que ya trabajan para nuestros clientes"
          lead="Tiendas en línea, portales inmobiliarios, reservas, tableros de logística y plataformas de cursos: cada proyecto se diseña alrededor de lo que el negocio necesita vender o resolver."
        />
        <ProjectCarousel
          slides={projects.map((project) => (
            <ProjectCard key={project.url} project={project} />
          ))}
        />
      </div>
    </section>
  );
}
