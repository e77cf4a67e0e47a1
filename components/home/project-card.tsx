import { ExternalLinkIcon } from '@/components/ui/icons';
import { SiteImage } from '@/components/ui/site-image';
import type { Project } from '@/lib/content/home-content';
import styles from './project-card.module.scss';

/** One project of the carousel: its screenshot opens the live site in a new tab. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <article className={styles.card}>
      <a
        href={project.url}
        className={styles.media}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Abrir ${project.title} en una pestaña nueva`}
      >
        <SiteImage
          className={styles.image}
          src={project.img}
          alt=""
          width={1200}
          height={800}
          sizes="(min-width: 768px) 366px, calc(100vw - 48px)"
        />
        <span className={styles.badge} aria-hidden="true">
          Ver sitio <ExternalLinkIcon width={16} height={16} />
        </span>
      </a>
      <div className={styles.body}>
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.desc}>{project.desc}</p>
        <p className={styles.host}>{new URL(project.url).hostname}</p>
      </div>
    </article>
  );
}
