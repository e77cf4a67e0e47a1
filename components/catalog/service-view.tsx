import { WorkProcess } from '@/components/about/work-process';
import { ArticleGrid } from '@/components/blog/article-grid';
import { FaqSection } from '@/components/home/faq-section';
import { ProjectCard } from '@/components/home/project-card';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { SiteImage } from '@/components/ui/site-image';
import { StaticIsland } from '@/components/ui/static-island';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { Article } from '@/lib/blog/article-schema';
import type { Project, Service } from '@/lib/catalog/catalog-schema';
import { getServiceGreeting } from '@/lib/catalog/catalog-greeting';
import { getServiceVoice } from '@/lib/catalog/service-voice';
import { renderMarkdownToHtml } from '@/lib/content/markdown';
import { SERVICE_PAGE_IDS } from '@/lib/content/page-ids';
import { buildFaqJsonLd, buildServiceJsonLd } from '@/lib/seo/json-ld';
import { getServicePath, paths } from '@/lib/site/paths';
import { buildWhatsAppUrl } from '@/lib/site/whatsapp';
import articleStyles from '@/components/blog/article-view.module.scss';
import { CatalogCta } from './catalog-cta';
import { CheckList } from './check-list';
import styles from './service-view.module.scss';

type ServiceViewProps = { service: Service; projects: Project[]; articles: Article[] };

/**
 * A service's page: what it is and for whom, what it includes and what not, how the work goes,
 * what the client provides, its projects, its questions, related articles and a WhatsApp call
 * whose greeting names the service.
 */
export async function ServiceView({ service, projects, articles }: ServiceViewProps) {
  const { html } = await renderMarkdownToHtml(service.content);
  const whatsappUrl = buildWhatsAppUrl(getServiceGreeting(service));
  const voice = getServiceVoice(service);
  return (
    <>
      <StaticIsland id="servicio">
        <div className={styles.hero}>
          <Breadcrumbs
            items={[
              { name: 'Inicio', path: paths.home },
              { name: 'Servicios', path: paths.services },
              { name: service.title, path: getServicePath(service) },
            ]}
          />
          <div className={styles.heroGrid}>
            <div className={styles.heading}>
              <p className={styles.eyebrow}>Servicio</p>
              <h1 className={styles.title}>{service.title}</h1>
              <p className={styles.lead}>{service.summary}</p>
            </div>
            <div
              className={`${articleStyles.prose} ${styles.intro}`}
              dangerouslySetInnerHTML={{ __html: html }}
            />
            <aside
              className={styles.contact}
              aria-labelledby={SERVICE_PAGE_IDS.contact.id}
              data-lugar="pagina-servicio"
            >
              <SiteImage
                className={styles.icon}
                src={service.icon}
                darkSrc={service.darkIcon}
                alt=""
                width={48}
                height={48}
              />
              <h2 id={SERVICE_PAGE_IDS.contact.id} className={styles.contactTitle}>
                {voice.contactTitle}
              </h2>
              <p className={styles.contactText}>{voice.contactText}</p>
              <ButtonLink href={whatsappUrl} external className={styles.contactButton}>
                <WhatsAppIcon />
                Pregunta por este servicio
              </ButtonLink>
            </aside>
          </div>
        </div>
        <Section
          headingId={SERVICE_PAGE_IDS.audience.id}
          heading={{ eyebrow: 'Para quién es', title: voice.audienceTitle }}
        >
          <CheckList items={service.audience} />
        </Section>
        <Section
          headingId={SERVICE_PAGE_IDS.scope.id}
          heading={{ eyebrow: 'Alcance', title: 'Qué incluye y qué no' }}
          tinted
        >
          <div className={styles.scope}>
            <div className={styles.scopeBox}>
              <h3 className={styles.scopeTitle}>Incluye</h3>
              <CheckList items={service.includes} />
            </div>
            <div className={styles.scopeBox}>
              <h3 className={styles.scopeTitle}>No incluye</h3>
              <CheckList items={service.excludes} tone="excluded" />
            </div>
          </div>
        </Section>
        <WorkProcess
          heading={{
            eyebrow: 'Cómo trabajamos',
            title: 'Paso a paso, de la primera llamada a la entrega',
          }}
          steps={service.steps.map((step) => ({ title: step.title, description: step.text }))}
        />
        <Section
          headingId={SERVICE_PAGE_IDS.provides.id}
          heading={{ eyebrow: 'Antes de empezar', title: 'Qué necesitamos de ti' }}
          tinted
        >
          <CheckList items={service.provides} />
        </Section>
        {projects.length > 0 && (
          <Section
            headingId={SERVICE_PAGE_IDS.projects.id}
            heading={{ eyebrow: 'Proyectos', title: 'Lo que ya hicimos con este servicio' }}
          >
            <ul className={styles.projects}>
              {projects.map((project) => (
                <li key={project.slug}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          </Section>
        )}
      </StaticIsland>
      <FaqSection
        heading={{ eyebrow: 'Preguntas frecuentes', title: 'Lo que más nos preguntan' }}
        entries={service.faq}
      />
      <StaticIsland id="servicio-cierre">
        {articles.length > 0 && (
          <Section
            headingId={SERVICE_PAGE_IDS.articles.id}
            heading={{ eyebrow: 'Del blog', title: 'Para leer antes de decidir' }}
            tinted
          >
            <ArticleGrid articles={articles} headingLevel="h3" />
          </Section>
        )}
        <CatalogCta
          headingId={SERVICE_PAGE_IDS.quote.id}
          title="Hablemos de tu proyecto"
          whatsappUrl={whatsappUrl}
          place="pagina-servicio"
        >
          {voice.closingText}
        </CatalogCta>
        <JsonLd data={buildServiceJsonLd(service)} />
        <JsonLd data={buildFaqJsonLd(service.faq)} />
      </StaticIsland>
    </>
  );
}
