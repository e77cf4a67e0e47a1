// lib/site: site-wide config, routes, formats and timing. Runs anywhere (server render, browser, scripts).
/**
 * The base URL of the site's API, whose areas (the client area, the visit counts) live under it:
 * `NEXT_PUBLIC_CLIENT_API_URL` at build time (a name kept for existing deployments), `/api` by
 * default.
 */
export function getApiUrl(): string {
  return (process.env.NEXT_PUBLIC_CLIENT_API_URL ?? '/api').replace(/\/+$/, '');
}
