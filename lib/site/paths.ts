// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * Every fixed page's path: the one place a route is spelled. `routes.ts` re-exports it with the
 * pages' titles and the navigation; client components import this file, which keeps those out of
 * the browser bundle.
 */
export const paths = {
  home: '/',
  blog: '/blog',
  about: '/sobre-nosotros',
  raffles: '/sistema-rifas',
  directory: '/directorio-clientes',
  transfer: '/bitso-mx',
  privacy: '/politica-privacidad',
  cookies: '/politica-cookies',
  terms: '/terminos-uso',
  login: '/login-cliente',
  panel: '/panel-cliente',
  staffPanel: '/panel-agencia',
  rss: '/rss.xml',
} as const;

/** The path of a section of the home page, e.g. `/#servicios`. */
export function homeSectionPath(sectionId: string): string {
  return `${paths.home}#${sectionId}`;
}
