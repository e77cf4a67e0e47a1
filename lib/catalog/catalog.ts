// lib/catalog: build time (Node, server components). The services and projects of content/servicios and content/proyectos.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { formatFieldProblem, toFieldProblems, type FieldProblem } from '../content/content-error';
import { getDirectoryEntries, DIRECTORY_FILE, type DirectoryEntry } from '../content/directory';
import { FrontmatterError, splitFrontmatter } from '../content/frontmatter';
import { isRecord } from '../content/is-record';
import { checkRedirectSlugs } from '../content/redirect-from';
import { findClosest, formatClosestHint } from '../review/closest';
import { findNearestField } from '../review/frontmatter-position';
import {
  getBodyFirstLine,
  outlineMarkdown,
  type MarkdownOutline,
} from '../review/markdown-outline';
import {
  projectFrontmatterSchema,
  serviceFrontmatterSchema,
  type Project,
  type ProjectFrontmatter,
  type Service,
  type ServiceFrontmatter,
  type ServiceReference,
} from './catalog-schema';

const PROJECT_ROOT = process.cwd();
export const SERVICES_DIR = 'content/servicios';
export const PROJECTS_DIR = 'content/proyectos';

/** The articles a service may relate to and no slug may repeat, by slug. */
export type ArticleIndex = ReadonlyMap<string, { published: boolean }>;

/** What the catalog is checked against: the articles (by slug and whether published) and the directory. */
export type CatalogContext = {
  articles?: ArticleIndex;
  directory?: readonly DirectoryEntry[];
  servicesDir?: string;
  projectsDir?: string;
  /** The files being edited (those given to `npm run revisar`): a conflict between files is theirs to fix. */
  editing?: readonly string[];
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

/**
 * One file of a folder as read: the item when its header is valid, and in any case the fields of
 * its header that are, so that the checks across files run on a file whose header has errors too.
 */
type ReadEntry<T> = {
  file: string;
  /** Its slug as its file names it. */
  fileSlug: string;
  fields: Partial<T>;
  item: (T & { content: string; sourceFile: string }) | null;
};

/** A kind of catalog file: its header's schema, whole and field by field. */
type CatalogSchema<T> = {
  whole: z.ZodType<T>;
  partial: z.ZodType<Partial<T>>;
  shape: Readonly<Record<string, z.ZodType>>;
};

const serviceSchema: CatalogSchema<ServiceFrontmatter> = {
  whole: serviceFrontmatterSchema,
  partial: serviceFrontmatterSchema.partial(),
  shape: serviceFrontmatterSchema.shape,
};
const projectSchema: CatalogSchema<ProjectFrontmatter> = {
  whole: projectFrontmatterSchema,
  partial: projectFrontmatterSchema.partial(),
  shape: projectFrontmatterSchema.shape,
};

/** The fields of a header that are valid on their own. */
function pickValidFields<T>(schema: CatalogSchema<T>, data: unknown): Partial<T> {
  if (!isRecord(data)) return {};
  const valid = Object.entries(data).filter(
    ([key, value]) => schema.shape[key]?.safeParse(value).success === true,
  );
  const parsed = schema.partial.safeParse(Object.fromEntries(valid));
  return parsed.success ? parsed.data : {};
}

/** One Markdown file read with its schema: the item and its body, or problems. */
function readFile<T extends { slug: string }>(
  file: string,
  schema: CatalogSchema<T>,
  problems: FieldProblem[],
  outlines: Map<string, MarkdownOutline>,
): ReadEntry<T> {
  const source = readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
  const entry: ReadEntry<T> = {
    file,
    fileSlug: path.basename(file, '.md'),
    fields: {},
    item: null,
  };
  let header: { data: unknown; body: string };
  try {
    header = splitFrontmatter(source, file);
  } catch (error) {
    if (!(error instanceof FrontmatterError)) throw error;
    problems.push(error.toFieldProblem());
    return entry;
  }
  outlines.set(file, outlineMarkdown(header.body, getBodyFirstLine(source, header.body), file));
  const parsed = schema.whole.safeParse(header.data);
  if (!parsed.success) {
    problems.push(...toFieldProblems(file, parsed.error));
    entry.fields = pickValidFields(schema, header.data);
  } else {
    entry.fields = parsed.data;
    entry.item = { ...parsed.data, content: header.body.trim(), sourceFile: file };
  }
  const { slug } = entry.fields;
  if (slug !== undefined && slug !== entry.fileSlug) {
    problems.push({
      file,
      field: ['slug'],
      message: `"${slug}" no coincide con el nombre del archivo`,
    });
  }
  return entry;
}

function readFolder<T extends { slug: string }>(
  dir: string,
  schema: CatalogSchema<T>,
  problems: FieldProblem[],
  outlines: Map<string, MarkdownOutline>,
): ReadEntry<T>[] {
  const absolute = path.resolve(PROJECT_ROOT, dir);
  return listMarkdown(dir).map((name) =>
    readFile(path.relative(PROJECT_ROOT, path.join(absolute, name)), schema, problems, outlines),
  );
}

/** When a file was last saved, to tell the one just added from the one that was there. */
const savedAt = (file: string) => statSync(path.join(PROJECT_ROOT, file)).mtimeMs;

/**
 * Each `order` once: files sharing a number are reported but for one, which keeps it. The
 * files being edited are the ones to change; else the ones saved last (the one just added).
 */
function checkOrder(
  entries: readonly ReadEntry<{ order: number }>[],
  what: string,
  editing: ReadonlySet<string>,
  problems: FieldProblem[],
): void {
  const byOrder = new Map<number, ReadEntry<{ order: number }>[]>();
  for (const entry of entries) {
    const { order } = entry.fields;
    if (order !== undefined) byOrder.set(order, [...(byOrder.get(order) ?? []), entry]);
  }
  const next = Math.max(0, ...byOrder.keys()) + 1;
  for (const [order, sharing] of byOrder) {
    if (sharing.length < 2) continue;
    const [owner, ...others] = sharing
      .map((entry) => ({ entry, edited: editing.has(entry.file), saved: savedAt(entry.file) }))
      .sort((a, b) => Number(a.edited) - Number(b.edited) || a.saved - b.saved)
      .map(({ entry }) => entry);
    for (const entry of others) {
      problems.push({
        file: entry.file,
        field: ['order'],
        message: `${order} ya es el lugar de ${owner!.file}: cada ${what} necesita su propio número (el siguiente al último es ${next})`,
      });
    }
  }
}

/** A project's site must be on its client's domain (a subdomain is fine). */
const siteHost = (url: string) => new URL(url).hostname.replace(/^www\./, '');

type ProjectFields = Partial<ProjectFrontmatter>;

/** A project's references to its service and its client, and what must match the client. */
function checkProjectReferences(
  { file, fields }: ReadEntry<ProjectFrontmatter>,
  directory: ReadonlyMap<string, DirectoryEntry>,
  services: ReadonlySet<string>,
  problems: FieldProblem[],
): DirectoryEntry | undefined {
  const fail = (field: keyof ProjectFields, message: string) =>
    problems.push({ file, field: [field], message });
  if (fields.service !== undefined && !services.has(fields.service)) {
    fail(
      'service',
      `"${fields.service}" no es un servicio de ${SERVICES_DIR}${formatClosestHint(fields.service, services)}`,
    );
  }
  if (fields.client === undefined) return undefined;
  const client = directory.get(fields.client);
  if (!client) {
    const closest = directory.get(findClosest(fields.client, directory.keys()) ?? '');
    const hint = closest ? ` (¿quisiste decir «${closest.id}», ${closest.name}?)` : '';
    fail('client', `"${fields.client}" no es el id de un negocio de ${DIRECTORY_FILE}${hint}`);
    return undefined;
  }
  if (fields.title !== undefined && !fields.title.includes(client.name)) {
    fail('title', `debe nombrar al cliente como en ${DIRECTORY_FILE}: «${client.name}»`);
  }
  const website = client.links.website;
  if (website && fields.url !== undefined) {
    const host = siteHost(website);
    const projectHost = siteHost(fields.url);
    if (projectHost !== host && !projectHost.endsWith(`.${host}`)) {
      fail('url', `debe estar en el dominio del cliente en ${DIRECTORY_FILE}: ${host}`);
    }
  }
  return client;
}

/** A service's related articles: each one must exist and be published. */
function checkRelatedArticles(
  { file, fields }: ReadEntry<ServiceFrontmatter>,
  articles: ArticleIndex,
  problems: FieldProblem[],
): void {
  fields.articles?.forEach((slug, index) => {
    const article = articles.get(slug);
    if (article?.published) return;
    problems.push({
      file,
      field: ['articles', index],
      message: article
        ? `"${slug}" no está publicado todavía`
        : `"${slug}" no es un artículo de content/articles${formatClosestHint(slug, articles.keys())}`,
    });
  });
}

/** The services and projects read, with what is wrong in their files. */
export type CatalogCheck = {
  /** In their order on the home page. */
  services: Service[];
  projects: Project[];
  /** Each file's own header problems, by file and field, with the line and column of the field. */
  fieldProblems: FieldProblem[];
  /**
   * The problems across files (a repeated `order`, a client, service or related article that does
   * not exist, a slug an article has), each on the file that must change.
   */
  collectionProblems: FieldProblem[];
  /** The outline of each file's body, for the link and spelling checks. */
  outlines: Map<string, MarkdownOutline>;
  /** Each service file's slug and title, its header valid or not: what a project's page names. */
  serviceReferences: Map<string, ServiceReference>;
};

/** Gives each field problem the line and column of its field (or of its nearest written parent). */
function locate(problems: FieldProblem[]): void {
  for (const problem of problems) {
    if (problem.line !== undefined || problem.field.length === 0) continue;
    const file = path.join(PROJECT_ROOT, problem.file);
    if (!existsSync(file) || !file.endsWith('.md')) continue;
    Object.assign(
      problem,
      findNearestField(readFileSync(file, 'utf8'), problem.at ?? problem.field),
    );
  }
}

/**
 * Reads and validates every service and project file: each file's header, then the collection,
 * which any number of services and projects may make (each `order` once; a project's client,
 * site and service; a service's related articles; no slug shared with an article). The checks
 * across files also run on the valid fields of a header with errors, so that every problem shows
 * at once. Returns what it found without throwing.
 */
export function checkCatalog({
  articles,
  directory = getDirectoryEntries(),
  servicesDir = SERVICES_DIR,
  projectsDir = PROJECTS_DIR,
  editing = [],
}: CatalogContext = {}): CatalogCheck {
  const fieldProblems: FieldProblem[] = [];
  const collectionProblems: FieldProblem[] = [];
  const outlines = new Map<string, MarkdownOutline>();
  const serviceEntries = readFolder(servicesDir, serviceSchema, fieldProblems, outlines);
  const projectEntries = readFolder(projectsDir, projectSchema, fieldProblems, outlines);
  const edited = new Set(editing.map((file) => path.normalize(file)));
  checkOrder(serviceEntries, 'servicio', edited, collectionProblems);
  checkOrder(projectEntries, 'proyecto', edited, collectionProblems);
  collectionProblems.push(
    ...checkRedirectSlugs(serviceEntries),
    ...checkRedirectSlugs(projectEntries),
  );
  const byClient = new Map(directory.map((entry) => [entry.id, entry]));
  // A service whose header has errors still exists: its file says so, not its projects.
  const serviceSlugs = new Set(serviceEntries.map((entry) => entry.fields.slug ?? entry.fileSlug));
  const projects = projectEntries.flatMap((entry) => {
    const client = checkProjectReferences(entry, byClient, serviceSlugs, collectionProblems);
    return entry.item && client
      ? [
          {
            ...entry.item,
            clientName: client.name,
            clientCity: client.city,
            clientSector: client.category,
          },
        ]
      : [];
  });
  for (const { file, fields } of [...serviceEntries, ...projectEntries]) {
    if (fields.slug !== undefined && articles?.has(fields.slug)) {
      collectionProblems.push({
        file,
        field: ['slug'],
        message: `"${fields.slug}" ya es el slug de un artículo: elige otro para no competir con él en las búsquedas`,
      });
    }
  }
  if (articles) {
    for (const entry of serviceEntries) checkRelatedArticles(entry, articles, collectionProblems);
  }
  locate(fieldProblems);
  locate(collectionProblems);
  const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;
  return {
    services: serviceEntries.flatMap((entry) => entry.item ?? []).sort(byOrder),
    projects: projects.sort(byOrder),
    fieldProblems,
    collectionProblems,
    outlines,
    serviceReferences: new Map(
      serviceEntries.map(({ fileSlug, fields }) => [
        fileSlug,
        { slug: fileSlug, title: fields.title ?? fileSlug },
      ]),
    ),
  };
}

/** `checkCatalog`, failing with one error that names each file and field. */
export function loadCatalog(context: CatalogContext = {}): CatalogCheck {
  const check = checkCatalog(context);
  const problems = [...check.fieldProblems, ...check.collectionProblems];
  if (problems.length > 0) {
    throw new Error(
      `Hay errores en los servicios y proyectos:\n- ${problems.map(formatFieldProblem).join('\n- ')}`,
    );
  }
  return check;
}

/** The service and project files, from the project root. */
export function listCatalogFiles(): string[] {
  return [SERVICES_DIR, PROJECTS_DIR].flatMap((dir) =>
    listMarkdown(dir).map((name) => path.join(dir, name)),
  );
}
