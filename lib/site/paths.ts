// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * Every fixed page's path: the one place a route is spelled. `routes.ts` re-exports it with the
 * pages' titles and the navigation; client components import this file, which keeps those out of
 * the browser bundle.
 */
export const paths = {
  home: '/',
  blog: '/blog',
  services: '/servicios',
  about: '/sobre-nosotros',
  raffles: '/sistema-rifas',
  directory: '/directorio-clientes',
  transfer: '/bitso-mx',
  privacy: '/politica-privacidad',
  cookies: '/politica-cookies',
  terms: '/terminos-uso',
  login: '/login-cliente',
  /** «¿Olvidaste tu contraseña?»: asks for a reset link. */
  forgotPassword: '/login-cliente/recuperar',
  /** Where an invitation or a reset link lands: `…/nueva-contrasena#TOKEN`. */
  newPassword: '/login-cliente/nueva-contrasena',
  panel: '/panel-cliente',
  staffPanel: '/panel-agencia',
  rss: '/rss.xml',
} as const;

/** The path of a section of the home page, e.g. `/#servicios`. */
export function homeSectionPath(sectionId: string): string {
  return `${paths.home}#${sectionId}`;
}

/** The page of one service, e.g. `/servicios/asesoria-seo`. */
export function getServicePath(service: { slug: string }): string {
  return `${paths.services}/${service.slug}`;
}

/** The first segment of every project's (case's) page; there is no list page of its own. */
export const PROJECTS_SEGMENT = 'proyectos';

/** The page of one project (case), e.g. `/proyectos/tienda-artesanias-oaxaca`. */
export function getProjectPath(project: { slug: string }): string {
  return `/${PROJECTS_SEGMENT}/${project.slug}`;
}
