import type { PanelData } from '@/lib/client-area/client-api-contract';
import { formatSpanishDate } from '@/lib/site/format';
import styles from './panel-projects.module.scss';

/** Each project with its status, a labelled progress bar and the estimated delivery date. */
export function PanelProjects({ projects }: { projects: PanelData['projects'] }) {
  return (
    <section className={styles.card} aria-labelledby="panel-proyectos">
      <h2 id="panel-proyectos" className={styles.heading}>
        Proyectos
      </h2>
      {projects.length === 0 ? (
        <p className={styles.empty}>Aún no hay proyectos en curso a tu nombre.</p>
      ) : (
        <ul className={styles.list}>
          {projects.map((project) => (
            <li key={project.name} className={styles.project}>
              <div className={styles.top}>
                <h3 className={styles.name}>{project.name}</h3>
                <span className={styles.status}>{project.status}</span>
              </div>
              <progress
                className={styles.bar}
                value={project.progress}
                max={100}
                aria-label={`Avance de ${project.name}`}
              >
                {project.progress} %
              </progress>
              <p className={styles.meta}>
                <strong>{project.progress} % completado</strong> · Entrega estimada:{' '}
                {formatSpanishDate(project.deliveryDate)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
