import { SectionHeading } from './section-heading';
import styles from './home-section.module.scss';

const services = [
  'Diseño de páginas web',
  'Aplicaciones web',
  'Administración de hosting',
  'Corrección de errores',
  'Proyectos universitarios',
  'Bots para Discord',
  'Chatbots para WhatsApp e inteligencia artificial',
  'Edición de video',
  'Asesoría SEO',
  'Diseño UI/UX',
  'Branding y diseño de logotipos',
];

/** The services section of the home page. */
export function ServicesOverview() {
  return (
    <section
      id="servicios"
      className={`${styles.section} ${styles.alt}`}
      aria-labelledby="servicios-titulo"
    >
      <div className={styles.inner}>
        <SectionHeading
          id="servicios-titulo"
          eyebrow="Servicios"
          title="Todo lo que tu negocio necesita para crecer en internet"
          lead="Un solo equipo para diseñar, programar, alojar y mejorar tu presencia digital."
        />
        <ul className={styles.chips}>
          {services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
