// lib/catalog: build time (Node, server components). The services and projects the site's pages show.
import path from 'node:path';
import { getArticle, getArticleSlugs, getLinkTargets } from '../blog/articles';
import { onContentRevision } from '../content/content-cache';
import { formatFieldProblem } from '../content/content-error';
import { formatProblem } from '../review/problem';
import { loadCatalog, PROJECTS_DIR, SERVICES_DIR, type ArticleIndex } from './catalog';
import { checkCatalogContent } from './catalog-check';
import type { Project, Service, ServiceReference } from './catalog-schema';

const DEVELOPMENT = process.env.NODE_ENV === 'development';

type SiteCatalog = {
  services: Service[];
  projects: Project[];
  serviceReferences: ReadonlyMap<string, ServiceReference>;
  /** Under `npm run dev`, the problems of each file that has any, by file. */
  problems: ReadonlyMap<string, string>;
};

/** Under `npm run dev`, the articles as a build would check the catalog against them. */
function indexShownArticles(): ArticleIndex {
  // An article whose file has errors still exists: its file says so, not the services.
  return new Map(
    getArticleSlugs().map((slug) => [
      slug,
      { published: (getArticle(slug)?.status ?? 'published') === 'published' },
    ]),
  );
}

/**
 * Under `npm run dev`: every service and project, checked as a build checks them (headers, the
 * collection, the bodies' links and sections), but a file with errors breaks only its own page,
 * which shows them; the lists leave out a file whose header cannot be used.
 */
function checkCatalogForDev(): SiteCatalog {
  const targets = getLinkTargets();
  if (!targets) throw new Error('The link targets are only missing in a build');
  const check = checkCatalogContent(indexShownArticles(), targets);
  const byFile = new Map<string, string[]>();
  const add = (file: string, text: string) => byFile.set(file, [...(byFile.get(file) ?? []), text]);
  for (const problem of [...check.fieldProblems, ...check.collectionProblems]) {
    add(problem.file, formatFieldProblem(problem));
  }
  for (const problem of [...check.linkProblems, ...check.sectionProblems]) {
    add(problem.file, formatProblem(problem));
  }
  const problems = new Map(
    [...byFile].map(([file, texts]) => [file, `Hay errores en ${file}:\n- ${texts.join('\n- ')}`]),
  );
  return { ...check, problems };
}

/** What the site reads of the catalog once per build, and again after each save under `npm run dev`. */
const getSiteCatalog = onContentRevision(() => {
  const { services, projects, serviceReferences, problems }: SiteCatalog = DEVELOPMENT
    ? checkCatalogForDev()
    : { ...loadCatalog(), problems: new Map() };
  return {
    services,
    projects,
    serviceReferences,
    problems,
    serviceBySlug: new Map(services.map((service) => [service.slug, service])),
    projectBySlug: new Map(projects.map((project) => [project.slug, project])),
  };
});

/** The services, in their order on the home page (however many there are). */
export function getServices(): Service[] {
  return getSiteCatalog().services;
}

/** The projects, in their order in the home page's carousel (however many there are). */
export function getProjects(): Project[] {
  return getSiteCatalog().projects;
}

export function getService(slug: string): Service | undefined {
  return getSiteCatalog().serviceBySlug.get(slug);
}

export function getProject(slug: string): Project | undefined {
  return getSiteCatalog().projectBySlug.get(slug);
}

/** Fails with the problems of a file under `npm run dev`, so that only its own page shows them. */
function throwIfBroken(file: string): void {
  const problem = getSiteCatalog().problems.get(file);
  if (problem) throw new Error(problem);
}

/**
 * The service its own page shows, or undefined. Under `npm run dev` a service file with errors
 * fails here, with its problems: only its own page shows them, the others work on.
 */
export function getServiceForPage(slug: string): Service | undefined {
  throwIfBroken(path.join(SERVICES_DIR, `${slug}.md`));
  return getService(slug);
}

/** The project its own page shows, or undefined; like `getServiceForPage`. */
export function getProjectForPage(slug: string): Project | undefined {
  throwIfBroken(path.join(PROJECTS_DIR, `${slug}.md`));
  return getProject(slug);
}

/**
 * The slug and title of a project's service. Under `npm run dev` a service file with errors still
 * gives them (its title if it is valid, else its slug): its projects' pages keep working.
 */
export function getServiceReference(slug: string): ServiceReference | undefined {
  return getSiteCatalog().serviceReferences.get(slug);
}

/** The projects of one service, in their carousel order. */
export function getServiceProjects(service: Pick<Service, 'slug'>): Project[] {
  return getProjects().filter((project) => project.service === service.slug);
}
