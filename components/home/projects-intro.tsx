import { SectionHeading } from './section-heading';
import styles from './home-section.module.scss';

/** The projects section of the home page. */
export function ProjectsIntro() {
  return (
    <section id="proyectos" className={styles.section} aria-labelledby="proyectos-titulo">
      <div className={styles.inner}>
        <SectionHeading
          id="proyectos-titulo"
          eyebrow="Proyectos"
          title="Sitios y sistemas que ya están trabajando para nuestros clientes"
          lead="Tiendas en línea, portales inmobiliarios, sistemas de reservas, tableros de logística y plataformas de cursos: cada proyecto se diseña alrededor de lo que el negocio necesita vender o resolver."
        />
      </div>
    </section>
  );
}
