import { ExternalLinkIcon } from '@/components/ui/icons';
import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import type { Project } from '@/lib/catalog/catalog-schema';
import { getProjectPath } from '@/lib/site/paths';
import styles from './project-card.module.scss';

type CardProject = Pick<Project, 'slug' | 'title' | 'summary' | 'image' | 'url'>;

/**
 * One project of the carousel: its screenshot opens the live site in a new tab (SPEC §4) and a
 * link under it leads to the case.
 */
export function ProjectCard({ project }: { project: CardProject }) {
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
          src={project.image}
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
        <p className={styles.desc}>{project.summary}</p>
        <p className={styles.footer}>
          <span className={styles.host}>{new URL(project.url).hostname}</span>
          <SiteLink
            href={getProjectPath(project)}
            className={styles.caseLink}
            aria-label={`Ver el caso: ${project.title}`}
          >
            Ver el caso
          </SiteLink>
        </p>
      </div>
    </article>
  );
}
