import { Section } from '@/components/ui/section';
import type { Project } from '@/lib/content/home-content';
import { ProjectCard } from './project-card';
import { ProjectCarousel } from './project-carousel';

/** The projects section: the carousel of six client projects. */
export function ProjectsSection({ projects }: { projects: readonly Project[] }) {
  return (
    <Section
      id="proyectos"
      headingId="proyectos-titulo"
      heading={{
        eyebrow: 'Proyectos',
        title: 'Sitios y sistemas que ya trabajan para nuestros clientes',
        lead: 'Tiendas en línea, portales inmobiliarios, reservas, tableros de logística y plataformas de cursos: cada proyecto se diseña alrededor de lo que el negocio necesita vender o resolver.',
      }}
      tinted
    >
      <ProjectCarousel
        slides={projects.map((project) => (
          <ProjectCard key={project.url} project={project} />
        ))}
      />
    </Section>
  );
}
