// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * The site's one trailing-slash rule: no page's address ends in `/` but the home page's.
 * `npm start`, nginx and the CDN's `_redirects` answer `/blog/` with this status and `/blog`;
 * the content checks report a link written with the slash.
 */
export const TRAILING_SLASH_REDIRECT_STATUS = 308;

/**
 * A path in the site's canonical form: without a trailing slash, and with one leading slash
 * (`//otro.sitio/` would otherwise become a link to another host).
 */
export function toCanonicalPath(pathname: string): string {
  const inner = pathname.replace(/^\/+|\/+$/g, '');
  return `/${inner}`;
}

/** Whether a path is written the other way (`/blog/`, `//blog`): it gets the redirect. */
export function isCanonicalPath(pathname: string): boolean {
  return toCanonicalPath(pathname) === pathname;
}
