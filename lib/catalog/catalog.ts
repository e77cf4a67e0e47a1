// lib/catalog: build time (Node, server components). The services and projects of content/servicios and content/proyectos.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { onContentRevision } from '../content/content-cache';
import { formatFieldProblem, toFieldProblems, type FieldProblem } from '../content/content-error';
import { getDirectoryEntries, DIRECTORY_FILE, type DirectoryEntry } from '../content/directory';
import { FrontmatterError, splitFrontmatter } from '../content/frontmatter';
import { formatClosestHint } from '../review/closest';
import { findField } from '../review/frontmatter-position';
import {
  getBodyFirstLine,
  outlineMarkdown,
  type MarkdownOutline,
} from '../review/markdown-outline';
import { getProjectPath, getServicePath } from '../site/paths';
import {
  projectFrontmatterSchema,
  serviceFrontmatterSchema,
  type Project,
  type Service,
} from './catalog-schema';

const PROJECT_ROOT = process.cwd();
export const SERVICES_DIR = 'content/servicios';
export const PROJECTS_DIR = 'content/proyectos';
/** How many of each the home page shows (SPEC §4). */
export const SERVICE_COUNT = 11;
export const PROJECT_COUNT = 6;

/** What the catalog is checked against: the articles (by slug and whether published) and the directory. */
export type CatalogContext = {
  articles?: ReadonlyMap<string, { published: boolean }>;
  directory?: readonly DirectoryEntry[];
  servicesDir?: string;
  projectsDir?: string;
};

/** The Markdown files of a folder of content/, by name. */
const listMarkdown = (dir: string) => {
  const absolute = path.resolve(PROJECT_ROOT, dir);
  return existsSync(absolute)
    ? readdirSync(absolute)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];
};

/** One Markdown file read with its schema: the item and its body, or problems. */
function readFile<S extends z.ZodType>(
  file: string,
  schema: S,
  problems: FieldProblem[],
  outlines: Map<string, MarkdownOutline>,
): (z.output<S> & { content: string; sourceFile: string }) | null {
  const source = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  let header: { data: unknown; body: string };
  try {
    header = splitFrontmatter(source, file);
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    problems.push(error.toFieldProblem());
    return null;
  }
  outlines.set(file, outlineMarkdown(header.body, getBodyFirstLine(source, header.body), file));
  const parsed = schema.safeParse(header.data);
  if (!parsed.success) {
    problems.push(...toFieldProblems(file, parsed.error));
    return null;
  }
  const item = parsed.data as z.output<S> & { slug: string };
  if (path.basename(file, '.md') !== item.slug) {
    problems.push({
      file,
      field: ['slug'],
      message: `"${item.slug}" no coincide con el nombre del archivo`,
    });
  }
  return { ...item, content: header.body.trim(), sourceFile: file };
}

function readFolder<S extends z.ZodType>(
  dir: string,
  schema: S,
  problems: FieldProblem[],
  outlines: Map<string, MarkdownOutline>,
) {
  const absolute = path.resolve(PROJECT_ROOT, dir);
  return listMarkdown(dir).flatMap((name) => {
    const file = path.relative(PROJECT_ROOT, path.join(absolute, name));
    return readFile(file, schema, problems, outlines) ?? [];
  });
}

/** The place `order` must hold: each number once, 1 to the count, with the count SPEC sets. */
function checkOrder(
  items: readonly { order: number; sourceFile: string }[],
  count: number,
  dir: string,
  what: string,
  problems: FieldProblem[],
): void {
  const files = listMarkdown(dir).length;
  if (files !== count) {
    problems.push({
      file: dir,
      field: [],
      message: `debe haber exactamente ${count} ${what} (hay ${files})`,
    });
  }
  const seen = new Map<number, string>();
  for (const item of items) {
    const owner = seen.get(item.order);
    if (owner) {
      problems.push({
        file: item.sourceFile,
        field: ['order'],
        message: `${item.order} ya lo usa ${owner}`,
      });
    } else if (item.order > count) {
      problems.push({
        file: item.sourceFile,
        field: ['order'],
        message: `debe estar entre 1 y ${count}`,
      });
    }
    seen.set(item.order, item.sourceFile);
  }
}

/** A project's site must be on its client's domain (a subdomain is fine). */
const siteHost = (url: string) => new URL(url).hostname.replace(/^www\./, '');

function resolveProject(
  project: Omit<Project, 'clientName' | 'clientCity' | 'clientSector'>,
  directory: ReadonlyMap<string, DirectoryEntry>,
  services: ReadonlySet<string>,
  problems: FieldProblem[],
): Project | null {
  const fail = (field: string, message: string) =>
    problems.push({ file: project.sourceFile, field: [field], message });
  if (!services.has(project.service)) {
    fail(
      'service',
      `"${project.service}" no es un servicio de ${SERVICES_DIR}${formatClosestHint(project.service, services)}`,
    );
  }
  const client = directory.get(project.client);
  if (!client) {
    fail('client', `"${project.client}" no es un negocio de ${DIRECTORY_FILE}`);
    return null;
  }
  if (!project.title.includes(client.name)) {
    fail('title', `debe nombrar al cliente como en ${DIRECTORY_FILE}: «${client.name}»`);
  }
  const website = client.links.website;
  if (website) {
    const host = siteHost(website);
    const projectHost = siteHost(project.url);
    if (projectHost !== host && !projectHost.endsWith(`.${host}`)) {
      fail('url', `debe estar en el dominio del cliente en ${DIRECTORY_FILE}: ${host}`);
    }
  }
  return {
    ...project,
    clientName: client.name,
    clientCity: client.city,
    clientSector: client.category,
  };
}

/** The services and projects read, with what is wrong in their files. */
export type CatalogCheck = {
  /** In their order on the home page. */
  services: Service[];
  projects: Project[];
  /** By file and field, with the line and column where the field is written. */
  fieldProblems: FieldProblem[];
  /** The outline of each file's body, for the link and spelling checks. */
  outlines: Map<string, MarkdownOutline>;
};

/** Gives each field problem the line and column of its field in the file. */
function locate(problems: FieldProblem[]): void {
  for (const problem of problems) {
    if (problem.line !== undefined || problem.field.length === 0) continue;
    const file = path.join(PROJECT_ROOT, problem.file);
    if (!existsSync(file) || !file.endsWith('.md')) continue;
    Object.assign(problem, findField(readFileSync(file, 'utf8'), problem.at ?? problem.field));
  }
}

/**
 * Reads and validates every service and project file: each file's header, then the collection
 * (the counts and order SPEC sets, a project's client, site and service, a service's related
 * articles, no slug shared with an article). Returns what it found without throwing.
 */
export function checkCatalog({
  articles,
  directory = getDirectoryEntries(),
  servicesDir = SERVICES_DIR,
  projectsDir = PROJECTS_DIR,
}: CatalogContext = {}): CatalogCheck {
  const problems: FieldProblem[] = [];
  const outlines = new Map<string, MarkdownOutline>();
  const services = readFolder(servicesDir, serviceFrontmatterSchema, problems, outlines);
  const read = readFolder(projectsDir, projectFrontmatterSchema, problems, outlines);
  checkOrder(services, SERVICE_COUNT, servicesDir, 'servicios', problems);
  checkOrder(read, PROJECT_COUNT, projectsDir, 'proyectos', problems);
  const byClient = new Map(directory.map((entry) => [entry.id, entry]));
  const serviceSlugs = new Set(services.map((service) => service.slug));
  const projects = read.flatMap(
    (project) => resolveProject(project, byClient, serviceSlugs, problems) ?? [],
  );
  for (const item of [...services, ...projects]) {
    if (articles?.has(item.slug)) {
      problems.push({
        file: item.sourceFile,
        field: ['slug'],
        message: `"${item.slug}" ya es el slug de un artículo: elige otro para no competir con él en las búsquedas`,
      });
    }
  }
  for (const service of services) {
    service.articles.forEach((slug, index) => {
      const article = articles?.get(slug);
      if (articles && !article?.published) {
        problems.push({
          file: service.sourceFile,
          field: ['articles', index],
          message: article
            ? `"${slug}" no está publicado todavía`
            : `"${slug}" no es un artículo de content/articles${formatClosestHint(slug, articles.keys())}`,
        });
      }
    });
  }
  locate(problems);
  const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
  return {
    services: services.sort(byOrder),
    projects: projects.sort(byOrder),
    fieldProblems: problems,
    outlines,
  };
}

/** `checkCatalog`, failing with one error that names each file and field. */
export function loadCatalog(context: CatalogContext = {}): CatalogCheck {
  const check = checkCatalog(context);
  if (check.fieldProblems.length > 0) {
    throw new Error(
      `Hay errores en los servicios y proyectos:\n- ${check.fieldProblems.map(formatFieldProblem).join('\n- ')}`,
    );
  }
  return check;
}

const getSiteCatalog = onContentRevision(() => {
  const { services, projects } = loadCatalog();
  return {
    services,
    projects,
    serviceBySlug: new Map(services.map((service) => [service.slug, service])),
    projectBySlug: new Map(projects.map((project) => [project.slug, project])),
  };
});

/** The services, in their order on the home page. */
export function getServices(): Service[] {
  return getSiteCatalog().services;
}

/** The projects, in their order in the home page's carousel. */
export function getProjects(): Project[] {
  return getSiteCatalog().projects;
}

export function getService(slug: string): Service | undefined {
  return getSiteCatalog().serviceBySlug.get(slug);
}

export function getProject(slug: string): Project | undefined {
  return getSiteCatalog().projectBySlug.get(slug);
}

/** The projects of one service, in their carousel order. */
export function getServiceProjects(service: Pick<Service, 'slug'>): Project[] {
  return getProjects().filter((project) => project.service === service.slug);
}

/** The service and project files, from the project root. */
export function listCatalogFiles(): string[] {
  return [SERVICES_DIR, PROJECTS_DIR].flatMap((dir) =>
    listMarkdown(dir).map((name) => path.join(dir, name)),
  );
}

/** The pages of the services and projects whose files exist (by name), for the link check. */
export function listCatalogPaths({
  servicesDir = SERVICES_DIR,
  projectsDir = PROJECTS_DIR,
}: Pick<CatalogContext, 'servicesDir' | 'projectsDir'> = {}): string[] {
  const slugs = (dir: string) => listMarkdown(dir).map((name) => path.basename(name, '.md'));
  return [
    ...slugs(servicesDir).map((slug) => getServicePath({ slug })),
    ...slugs(projectsDir).map((slug) => getProjectPath({ slug })),
  ];
}
