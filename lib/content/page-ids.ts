// lib/content: build time (Node). The ids each kind of page gives its own elements around the Markdown it draws.

/** The pages that draw a Markdown body from content/. */
export type PageKind = 'article' | 'service' | 'project' | 'legal';

/** Every public page: what the skip link and the phone's menu button point to. */
const CHROME_IDS = {
  contenido: 'el contenido principal, adonde lleva «Saltar al contenido»',
  'menu-movil': 'el menú del teléfono',
};

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
  service: {
    ...CHROME_IDS,
    'contacto-titulo': 'el título del contacto',
    'para-quien-titulo': 'el título de «Para quién es»',
    'alcance-titulo': 'el título de lo que incluye',
    'como-trabajamos': 'la sección «Cómo trabajamos»',
    'como-trabajamos-titulo': 'el título de «Cómo trabajamos»',
    'necesitamos-titulo': 'el título de lo que necesitamos de ti',
    'proyectos-servicio-titulo': 'el título de los proyectos del servicio',
    'preguntas-titulo': 'el título de las preguntas frecuentes',
    'articulos-titulo': 'el título de los artículos relacionados',
    'cotiza-titulo': 'el título de la invitación a cotizar',
  },
  project: {
    ...CHROME_IDS,
    'construimos-titulo': 'el título de lo que construimos',
    'tecnologias-titulo': 'el título de las tecnologías',
    'resultados-titulo': 'el título de los resultados',
    'otros-casos-titulo': 'el título de los otros casos',
    'caso-cta-titulo': 'el título de la invitación a escribirnos',
  },
  legal: {
    ...CHROME_IDS,
    'indice-titulo': 'el título del índice',
    'almacenamiento-tabla': 'la tabla de lo que el sitio guarda en tu navegador',
  },
};
