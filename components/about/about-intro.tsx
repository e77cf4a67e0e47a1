import { PageIntro } from '@/components/ui/page-intro';
import styles from './about-intro.module.scss';

/** The opening of the about page on a tinted band. */
export function AboutIntro() {
  return (
    <div className={styles.band}>
      <PageIntro
        eyebrow="Sobre nosotros"
        title="Un equipo pequeño que construye software a la medida de cada negocio"
      >
        <p>
          Diseñamos sitios, aplicaciones, chatbots y sistemas a la medida para pequeñas y medianas
          empresas, y te acompañamos desde el primer mensaje por WhatsApp hasta la entrega, que en
          una página web es de 15 días hábiles a partir de la confirmación de tu compra.
        </p>
      </PageIntro>
    </div>
  );
}
