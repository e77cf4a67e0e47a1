// lib/content: runs anywhere (server components, build time). The ids each kind of page gives its own elements around the Markdown it draws.

/** The pages that draw a Markdown body from content/. */
export type PageKind = 'article' | 'service' | 'project' | 'legal';

/** What a service's or a case's page must have to draw some elements of its template. */
export type TemplateCondition = 'projects' | 'articles' | 'results' | 'otherCases';

/** An element of a page's template that carries an id: what it is, and what the page needs to draw it. */
type TemplateElement = { id: string; what: string; when?: TemplateCondition };

/** Every public page: what the skip link and the phone's menu button point to. */
const CHROME_IDS = {
  contenido: 'el contenido principal, adonde lleva «Saltar al contenido»',
  'menu-movil': 'el menú del teléfono',
};

/** The ids of the sections several pages share; their components take them from here. */
export const SECTION_IDS = {
  workProcess: 'como-trabajamos',
  workProcessTitle: 'como-trabajamos-titulo',
  faqTitle: 'preguntas-titulo',
} as const;

/** The ids of a service's page around its Markdown (components/catalog/service-view.tsx). */
export const SERVICE_PAGE_IDS = {
  contact: { id: 'contacto-titulo', what: 'el título del contacto' },
  audience: { id: 'para-quien-titulo', what: 'el título de «Para quién es»' },
  scope: { id: 'alcance-titulo', what: 'el título de lo que incluye' },
  process: { id: SECTION_IDS.workProcess, what: 'la sección «Cómo trabajamos»' },
  processTitle: { id: SECTION_IDS.workProcessTitle, what: 'el título de «Cómo trabajamos»' },
  provides: { id: 'necesitamos-titulo', what: 'el título de lo que necesitamos de ti' },
  projects: {
    id: 'proyectos-servicio-titulo',
    what: 'el título de los proyectos del servicio',
    when: 'projects',
  },
  faq: { id: SECTION_IDS.faqTitle, what: 'el título de las preguntas frecuentes' },
  articles: {
    id: 'articulos-titulo',
    what: 'el título de los artículos relacionados',
    when: 'articles',
  },
  quote: { id: 'cotiza-titulo', what: 'el título de la invitación a cotizar' },
} as const satisfies Record<string, TemplateElement>;

/** The ids of a case's page around its Markdown (components/catalog/project-view.tsx). */
export const PROJECT_PAGE_IDS = {
  features: { id: 'construimos-titulo', what: 'el título de lo que construimos' },
  stack: { id: 'tecnologias-titulo', what: 'el título de las tecnologías' },
  results: { id: 'resultados-titulo', what: 'el título de los resultados', when: 'results' },
  otherCases: {
    id: 'otros-casos-titulo',
    what: 'el título de los otros casos',
    when: 'otherCases',
  },
  cta: { id: 'caso-cta-titulo', what: 'el título de la invitación a escribirnos' },
} as const satisfies Record<string, TemplateElement>;

const CATALOG_PAGE_IDS: Readonly<Record<'service' | 'project', Record<string, TemplateElement>>> = {
  service: SERVICE_PAGE_IDS,
  project: PROJECT_PAGE_IDS,
};

const describeIds = (page: 'service' | 'project') =>
  Object.fromEntries(Object.values(CATALOG_PAGE_IDS[page]).map(({ id, what }) => [id, what]));

/**
 * The ids the template of each kind of page gives its own elements, and what each one is. A
 * heading of the body that took one would repeat it in the page, and its #links would lead to the
 * template's element (the first one). The route-wide HTML check (no id twice in a page) is the
 * net under this list: what it misses fails there.
 */
export const TEMPLATE_IDS: Readonly<Record<PageKind, Readonly<Record<string, string>>>> = {
  article: {
    ...CHROME_IDS,
    'indice-titulo': 'el título del índice',
    'compartir-titulo': 'el título de «Compartir»',
    'asesoria-titulo': 'el título de la invitación a escribirnos',
    'relacionados-titulo': 'el título de los artículos relacionados',
  },
  service: { ...CHROME_IDS, ...describeIds('service') },
  project: { ...CHROME_IDS, ...describeIds('project') },
  legal: {
    ...CHROME_IDS,
    'indice-titulo': 'el título del índice',
    'almacenamiento-tabla': 'la tabla de lo que el sitio guarda en tu navegador',
  },
};

/**
 * The ids a service's or a case's page draws around its Markdown, which a link's `#anchor` may
 * name: the chrome's, and each of its template's that the page has what it needs to draw.
 */
export function listTemplateAnchors(
  page: 'service' | 'project',
  has: ReadonlySet<TemplateCondition>,
): string[] {
  const drawn = Object.values(CATALOG_PAGE_IDS[page]).filter(
    (element) => element.when === undefined || has.has(element.when),
  );
  return [...Object.keys(CHROME_IDS), ...drawn.map((element) => element.id)];
}
