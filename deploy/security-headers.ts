// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * The HTTP headers every deployment of the exported site sends: one source for `out/_headers`,
 * the nginx recipe in `deploy/nginx.conf` (checked by the build) and the Node server.
 */

/** Headers with the same value on every response. */
export const SECURITY_HEADERS = {
  // One year. Without includeSubDomains: other subdomains are not this site's to decide.
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // clipboard-write stays allowed: the transfer page copies the CLABE.
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const satisfies Record<string, string>;

/** Cache policies: fingerprinted build assets never change; pages change with every build. */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  page: 'public, max-age=300',
} as const;

/** The hashes of the inline code one exported page needs to run. */
export interface PageInlineCode {
  /** `'sha256-…'` sources of the framework's inline scripts. */
  scriptHashes: readonly string[];
  /** `'sha256-…'` sources of `<style>` elements. */
  styleElementHashes: readonly string[];
  /** `'sha256-…'` sources of `style="…"` attribute values. */
  styleAttributeHashes: readonly string[];
}

const unique = (sources: readonly string[]) => [...new Set(sources)].sort();

/**
 * The origin to add to `connect-src` for the client API: none when the API lives on the site's
 * own origin (a relative base such as `/api`), its origin when the base URL is absolute.
 */
export function getApiOrigin(clientApiUrl: string): string | null {
  if (!URL.canParse(clientApiUrl)) return null;
  return new URL(clientApiUrl).origin;
}

/**
 * The Content-Security-Policy of one page: nothing by default, scripts only from the site and
 * the hashed inline scripts of that page, no inline styles except the hashed attribute values.
 */
export function buildContentSecurityPolicy(page: PageInlineCode, apiOrigin: string | null): string {
  const styleAttributes = unique(page.styleAttributeHashes);
  const directives = [
    ["default-src 'none'"],
    ["script-src 'self'", ...unique(page.scriptHashes)],
    ["style-src 'self'", ...unique(page.styleElementHashes)],
    styleAttributes.length > 0
      ? ["style-src-attr 'unsafe-hashes'", ...styleAttributes]
      : ["style-src-attr 'none'"],
    ["img-src 'self'"],
    ["font-src 'self'"],
    ["connect-src 'self'", ...(apiOrigin ? [apiOrigin] : [])],
    ["manifest-src 'self'"],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}

/** The policy of every response that is not an exported page (assets, API answers). */
export const FALLBACK_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
