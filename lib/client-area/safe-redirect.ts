// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
/**
 * The path to go to after login, taken from `?next=` only when it stays on this site: a single
 * leading slash, no scheme, no protocol-relative `//` or `/\`, no control characters. Anything
 * else gives `fallback`.
 */
export function getSafeRedirectPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || /[\\\s\u0000-\u001f]/.test(next)) return fallback;
  if (next.startsWith('//')) return fallback;
  try {
    const url = new URL(next, 'http://sitio.local');
    if (url.origin !== 'http://sitio.local') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
