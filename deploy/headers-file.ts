// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import {
  CACHE_CONTROL,
  FALLBACK_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from './security-headers';
import { TRAILING_SLASH_REDIRECT_STATUS } from '../lib/site/canonical-path';
import { MOVED_PAGE_STATUS, type PageRedirect } from '../lib/site/moved-pages';

/** The files in `out/` that CDNs read as settings; no server sends them to a visitor. */
export const CDN_FILES = ['_headers', '_redirects'] as const;

/** The policy of one exported page. */
export interface PagePolicy {
  /** Clean URL of the page: `/`, `/blog`, `/404`. */
  route: string;
  /** The file nginx ends up serving for it, as a URI: `/index.html`, `/blog.html`. */
  uri: string;
  policy: string;
}

export interface HeaderRule {
  /** An exact path, or a prefix ending in `/*`. */
  pattern: string;
  headers: [name: string, value: string][];
}

/**
 * The rules of `out/_headers`, the file CDNs such as Netlify and Cloudflare Pages read. Each
 * page gets its own Content-Security-Policy; none goes under `/*`, because those hosts join the
 * values of every matching rule and two policies would both have to pass.
 */
export function buildHeaderRules(pages: readonly PagePolicy[]): HeaderRule[] {
  return [
    { pattern: '/*', headers: Object.entries(SECURITY_HEADERS) },
    {
      pattern: '/_next/static/*',
      headers: [
        ['Cache-Control', CACHE_CONTROL.immutable],
        ['Content-Security-Policy', FALLBACK_CONTENT_SECURITY_POLICY],
      ],
    },
    ...pages.map(({ route, policy }) => ({
      pattern: route,
      headers: [
        ['Cache-Control', CACHE_CONTROL.page],
        ['Content-Security-Policy', policy],
      ] satisfies HeaderRule['headers'],
    })),
  ];
}

/** Writes rules in the `_headers` format: a path, then its indented `Name: value` lines. */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Generado por \`npm run build\` (scripts/write-security-headers.ts): no lo edites.\n\n${blocks.join('\n\n')}\n`;
}

/**
 * The lines of a renamed page's old address, with and without a trailing slash (one hop either
 * way). Netlify serves a file that exists before a rule unless the status is forced with `!`,
 * and the build leaves a notice page at the old address; Cloudflare Pages always follows a rule
 * but skips a status that is not a number. So each address has two lines: Netlify takes the
 * first, Cloudflare Pages the second.
 */
function renderMovedLines({ from, to }: PageRedirect): string[] {
  return [`${from}`, `${from}/`].flatMap((source) => [
    `${source} ${to} ${MOVED_PAGE_STATUS}!`,
    `${source} ${to} ${MOVED_PAGE_STATUS}`,
  ]);
}

/**
 * `out/_redirects` for CDNs such as Netlify and Cloudflare Pages: first the old addresses of
 * renamed pages (`redirectFrom`, `lib/site/moved-pages.ts`), then each page's address written
 * with a trailing slash to the page's own (the site's one rule, `lib/site/canonical-path.ts`),
 * with the statuses `npm start` and nginx answer. One line per address, no wildcard, which both
 * hosts read alike.
 */
export function renderRedirectsFile(
  routes: readonly string[],
  moved: readonly PageRedirect[] = [],
): string {
  const lines = [
    ...moved.flatMap(renderMovedLines),
    ...routes
      .filter((route) => route !== '/' && route !== '/404' && route !== '/_not-found')
      .map((route) => `${route}/ ${route} ${TRAILING_SLASH_REDIRECT_STATUS}`),
  ];
  return `# Generado por \`npm run build\` (scripts/write-security-headers.ts): no lo edites.\n\n${lines.join('\n')}\n`;
}

/** One rule of a `_redirects` file: an exact path, where it goes and with which status. */
export type RedirectRule = { from: string; to: string; status: number };

/**
 * Reads a `_redirects` file as written by `renderRedirectsFile`: the first rule of each path
 * (as both hosts apply it), a forced status (`308!`) read as its number. Comments, blank lines
 * and lines that are not `origen destino estado` are skipped.
 */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules = new Map<string, RedirectRule>();
  for (const line of text.split('\n')) {
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to || !status || rest.length > 0) continue;
    const code = Number(status.replace(/!$/, ''));
    if (Number.isInteger(code) && !rules.has(from)) rules.set(from, { from, to, status: code });
  }
  return [...rules.values()];
}

/** Reads a `_headers` file back into rules; comments and blank lines are skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const current = rules.at(-1);
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (current) {
      const separator = line.indexOf(':');
      if (separator > 0)
        current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, urlPath: string): boolean {
  return pattern.endsWith('/*') ? urlPath.startsWith(pattern.slice(0, -1)) : pattern === urlPath;
}

/** The headers for a path: every matching rule applies, repeated names join with ", " as CDNs do. */
export function getHeadersForPath(
  rules: readonly HeaderRule[],
  urlPath: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter(({ pattern }) => matches(pattern, urlPath))) {
    for (const [name, value] of rule.headers) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}
