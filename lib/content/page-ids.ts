// lib/content: runs anywhere (server components, build time). The ids each kind of page gives its own elements around the Markdown it draws.

import { MAIN_ID, MOBILE_MENU_ID } from './chrome-ids';

/** The pages that draw a Markdown body from content/. */
export type PageKind = 'article' | 'service' | 'project' | 'legal';

/** What a page must have to draw some elements of its template. */
export type TemplateCondition =
  'headings' | 'otherArticles' | 'projects' | 'articles' | 'results' | 'otherCases';

/** When a page has each `TemplateCondition`, said to an editor. */
const CONDITIONS: Readonly<Record<TemplateCondition, string>> = {
  headings: 'el artículo tiene algún encabezado ## o ###',
  otherArticles: 'hay otro artículo publicado',
  projects: 'el servicio tiene algún caso en content/proyectos',
  articles: 'el campo articles del servicio nombra un artículo publicado',
  results: 'el caso tiene results en su encabezado',
  otherCases: 'otro caso es del mismo servicio',
};

/** An element of a page's template that carries an id: what it is, and what the page needs to draw it. */
type TemplateElement = { id: string; what: string; when?: TemplateCondition };

/** Every public page: what the skip link and the phone's menu button point to. */
export const CHROME_IDS = {
  main: { id: MAIN_ID, what: 'el contenido principal, adonde lleva «Saltar al contenido»' },
  mobileMenu: { id: MOBILE_MENU_ID, what: 'el menú del teléfono' },
} as const satisfies Record<string, TemplateElement>;

/** The ids of the sections several pages share; their components take them from here. */
export const SECTION_IDS = {
  tocTitle: 'indice-titulo',
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

/** The ids of an article's page around its Markdown (components/blog/article-view.tsx). */
export const ARTICLE_PAGE_IDS = {
  toc: { id: SECTION_IDS.tocTitle, what: 'el título del índice', when: 'headings' },
  share: { id: 'compartir-titulo', what: 'el título de «Compartir»' },
  cta: { id: 'asesoria-titulo', what: 'el título de la invitación a escribirnos' },
  related: {
    id: 'relacionados-titulo',
    what: 'el título de los artículos relacionados',
    when: 'otherArticles',
  },
} as const satisfies Record<string, TemplateElement>;

/** The pages whose template draws some elements only when the page has what they need. */
export type TemplatePage = 'article' | 'service' | 'project';

const TEMPLATE_ELEMENTS: Readonly<Record<TemplatePage, Record<string, TemplateElement>>> = {
  article: { ...CHROME_IDS, ...ARTICLE_PAGE_IDS },
  service: { ...CHROME_IDS, ...SERVICE_PAGE_IDS },
  project: { ...CHROME_IDS, ...PROJECT_PAGE_IDS },
};

const describeIds = (elements: Record<string, TemplateElement>) =>
  Object.fromEntries(Object.values(elements).map(({ id, what }) => [id, what]));

/**
 * The ids the template of each kind of page gives its own elements, and what each one is. A
 * heading of the body that took one would repeat it in the page, and its #links would lead to the
 * template's element (the first one). The route-wide HTML check (no id twice in a page) is the
 * net under this list: what it misses fails there.
 */
export const TEMPLATE_IDS: Readonly<Record<PageKind, Readonly<Record<string, string>>>> = {
  article: describeIds(TEMPLATE_ELEMENTS.article),
  service: describeIds(TEMPLATE_ELEMENTS.service),
  project: describeIds(TEMPLATE_ELEMENTS.project),
  legal: {
    ...describeIds(CHROME_IDS),
    [SECTION_IDS.tocTitle]: 'el título del índice',
    'almacenamiento-tabla': 'la tabla de lo que el sitio guarda en tu navegador',
  },
};

/**
 * The ids an article's, a service's or a case's page draws around its Markdown, which a link's
 * `#anchor` may name: the chrome's, and each of its template's that the page has what it needs
 * to draw.
 */
export function listTemplateAnchors(
  page: TemplatePage,
  has: ReadonlySet<TemplateCondition>,
): string[] {
  return Object.values(TEMPLATE_ELEMENTS[page])
    .filter((element) => element.when === undefined || has.has(element.when))
    .map((element) => element.id);
}

/**
 * What an id of a page's template is and when the page draws it, for an id the page draws only
 * sometimes (`relacionados-titulo`: «el título de los artículos relacionados», «hay otro artículo
 * publicado»); undefined for any other id.
 */
export function describeConditionalAnchor(
  page: TemplatePage,
  id: string,
): { what: string; when: string } | undefined {
  const element = Object.values(TEMPLATE_ELEMENTS[page]).find((candidate) => candidate.id === id);
  return element?.when ? { what: element.what, when: CONDITIONS[element.when] } : undefined;
}
