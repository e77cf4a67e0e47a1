import { ProjectCard } from '@/components/home/project-card';
import { ButtonLink } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { SiteImage } from '@/components/ui/site-image';
import { SiteLink } from '@/components/ui/site-link';
import { StaticIsland } from '@/components/ui/static-island';
import type { Project, ServiceReference } from '@/lib/catalog/catalog-schema';
import { getCaseGreeting } from '@/lib/catalog/catalog-greeting';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { PROJECT_PAGE_IDS } from '@/lib/content/page-ids';
import { buildCaseJsonLd } from '@/lib/seo/json-ld';
import { getProjectPath, getServicePath, paths } from '@/lib/site/paths';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import articleStyles from '@/components/blog/article-view.module.scss';
import { CatalogCta } from './catalog-cta';
import { CheckList } from './check-list';
import styles from './project-view.module.scss';

type ProjectViewProps = { project: Project; service: ServiceReference; others: Project[] };

/**
 * A case's page: the client and its sector, the problem, what was built and with what, how long
 * it took, the screenshot and the live site, the service it belongs to and the other cases of it.
 */
export async function ProjectView({ project, service, others }: ProjectViewProps) {
  const { html } = await renderMarkdownToHtml(project.content, {
    headingAnchor: articleStyles.headingAnchor,
  });
  const facts = [
    ['Cliente', project.clientName],
    ['Ciudad', project.clientCity],
    ['Sector', project.clientSector],
    ['Año', String(project.year)],
    ['Duración', project.duration],
  ] as const;
  return (
    <StaticIsland id="caso">
      <article>
        <PageIntro
          breadcrumbs={[
            { name: 'Inicio', path: paths.home },
            { name: service.title, path: getServicePath(service) },
            { name: project.title, path: getProjectPath(project) },
          ]}
          eyebrow="Caso de cliente"
          title={project.title}
          lead={project.summary}
          className={styles.header}
        >
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term} className={styles.fact}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className={styles.fact}>
              <dt>Servicio</dt>
              <dd>
                <SiteLink href={getServicePath(service)}>{service.title}</SiteLink>
              </dd>
            </div>
          </dl>
          <figure className={styles.figure}>
            <SiteImage
              src={project.image}
              alt={project.imageAlt}
              width={1200}
              height={800}
              className={styles.image}
              sizes="(min-width: 1200px) 1152px, calc(100vw - 48px)"
              priority
            />
            <figcaption className={styles.caption}>
              <span>{new URL(project.url).hostname}</span>
              <ButtonLink href={project.url} external variant="secondary" size="sm">
                Visitar el sitio <ExternalLinkIcon width={16} height={16} />
              </ButtonLink>
            </figcaption>
          </figure>
        </PageIntro>
        <div className={styles.layout}>
          <div
            className={`${articleStyles.prose} ${styles.body}`}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <aside className={styles.aside} aria-label="Ficha técnica">
            <section aria-labelledby={PROJECT_PAGE_IDS.features.id} className={styles.box}>
              <h2 id={PROJECT_PAGE_IDS.features.id} className={styles.boxTitle}>
                Lo que construimos
              </h2>
              <CheckList items={project.features} />
            </section>
            <section aria-labelledby={PROJECT_PAGE_IDS.stack.id} className={styles.box}>
              <h2 id={PROJECT_PAGE_IDS.stack.id} className={styles.boxTitle}>
                Tecnologías
              </h2>
              <ul className={styles.stack}>
                {project.stack.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            {project.results && project.results.length > 0 && (
              <section aria-labelledby={PROJECT_PAGE_IDS.results.id} className={styles.box}>
                <h2 id={PROJECT_PAGE_IDS.results.id} className={styles.boxTitle}>
                  Resultados
                </h2>
                <ul className={styles.results}>
                  {project.results.map((result) => (
                    <li key={result.text}>
                      {result.text} <span className={styles.source}>Fuente: {result.source}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </aside>
        </div>
        {others.length > 0 && (
          <section aria-labelledby={PROJECT_PAGE_IDS.otherCases.id} className={styles.others}>
            <h2 id={PROJECT_PAGE_IDS.otherCases.id} className={styles.othersTitle}>
              Otros proyectos de {service.title.charAt(0).toLocaleLowerCase('es-MX')}
              {service.title.slice(1)}
            </h2>
            <ul className={styles.othersGrid}>
              {others.map((other) => (
                <li key={other.slug}>
                  <ProjectCard project={other} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <CatalogCta
          headingId={PROJECT_PAGE_IDS.cta.id}
          title="¿Quieres algo así para tu negocio?"
          whatsappUrl={buildWhatsAppUrl(getCaseGreeting(project))}
          place="pagina-proyecto"
        >
          Cuéntanos cómo trabajas hoy y qué te gustaría resolver. Revisamos tu caso en una llamada
          de diagnóstico sin costo y te enviamos una cotización por escrito.
        </CatalogCta>
        <JsonLd data={buildCaseJsonLd(project, service)} />
      </article>
    </StaticIsland>
  );
}
