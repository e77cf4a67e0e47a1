// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import type { PagePolicy } from './headers-file';
import { TRAILING_SLASH_REDIRECT_STATUS } from '../lib/site/canonical-path';
import { MOVED_PAGE_STATUS, type PageRedirect } from '../lib/site/moved-pages';
import { IDLE_CONNECTION_MS, PROXY_IDLE_SECONDS } from '../server/site/keep-alive';
import {
  CACHE_CONTROL,
  FALLBACK_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from './security-headers';

/** The file the build writes for nginx: the per-page policy map `deploy/nginx.conf` includes. */
export const NGINX_POLICIES_FILE = 'csp-policies.conf';
/** The file the build writes for nginx: the old addresses of renamed pages (`redirectFrom`). */
export const NGINX_REDIRECTS_FILE = 'redirects.conf';
const REDIRECT_VARIABLE = '$site_redirect';

/** Where the build writes files for the server that are not site content (git-ignored). */
export const DEPLOY_OUTPUT_DIR = 'dist';
const POLICY_VARIABLE = '$site_csp';
/** `map_hash_bucket_size` in the recipe; a map key must fit one bucket with two pointers. */
const MAP_BUCKET_SIZE = 256;
const MAX_MAP_KEY_LENGTH = MAP_BUCKET_SIZE - 2 * 8 - 2;
const CACHE_VARIABLE = '$site_cache_control';

/** One directive of an nginx configuration; block directives carry their children. */
export interface NginxDirective {
  words: string[];
  children?: NginxDirective[];
}

const TOKEN = /#[^\n]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[;{}]|[^\s;{}"'#]+/g;
const unquote = (word: string) => (/^(["']).*\1$/s.test(word) ? word.slice(1, -1) : word);

/** Parses nginx configuration text into a directive tree (quotes removed, comments dropped). */
export function parseNginxConfig(text: string): NginxDirective[] {
  const root: NginxDirective[] = [];
  const stack: NginxDirective[][] = [root];
  let words: string[] = [];
  for (const [token] of text.matchAll(TOKEN)) {
    const siblings = stack.at(-1) ?? root;
    if (token.startsWith('#')) continue;
    if (token === ';') {
      siblings.push({ words });
      words = [];
    } else if (token === '{') {
      const block: NginxDirective = { words, children: [] };
      siblings.push(block);
      stack.push(block.children ?? []);
      words = [];
    } else if (token === '}') {
      if (stack.length === 1) throw new Error('nginx: «}» sin bloque abierto');
      stack.pop();
    } else {
      words.push(unquote(token));
    }
  }
  if (stack.length !== 1 || words.length > 0) throw new Error('nginx: configuración incompleta');
  return root;
}

const sameWords = (directive: NginxDirective, words: readonly string[]) =>
  directive.words.length === words.length && directive.words.every((word, i) => word === words[i]);

const findBlock = (directives: readonly NginxDirective[], words: readonly string[]) =>
  directives.find((directive) => directive.children && sameWords(directive, words));

function hasDirective(directives: readonly NginxDirective[] | undefined, words: readonly string[]) {
  return (directives ?? []).some((directive) => !directive.children && sameWords(directive, words));
}

function hasAddHeaderInside(directives: readonly NginxDirective[]): boolean {
  return directives.some(
    ({ words, children }) =>
      words[0] === 'add_header' || (children !== undefined && hasAddHeaderInside(children)),
  );
}

/** Writes directive words back as nginx text: header values and words with spaces in quotes. */
const quoteWords = (words: readonly string[]) =>
  words
    .map((word, i) => {
      const headerValue = words[0] === 'add_header' && i === 2 && !word.startsWith('$');
      return headerValue || /[\s;{}]/.test(word) ? `"${word}"` : word;
    })
    .join(' ');

/** The server block that listens with TLS, and the one that listens on port 80. */
function findServers(config: readonly NginxDirective[]) {
  const servers = config.filter(
    (directive) => directive.words[0] === 'server' && directive.children,
  );
  const listens = (server: NginxDirective, test: (words: string[]) => boolean) =>
    server.children?.some(({ words }) => words[0] === 'listen' && test(words));
  return {
    https: servers.find((server) => listens(server, (words) => words.includes('ssl'))),
    http: servers.find((server) => listens(server, (words) => /(^|:)80$/.test(words[1] ?? ''))),
  };
}

/**
 * What the nginx recipe must keep for the site to be served safely, as problems to report:
 * the generated policy map, every security header at server level (none inside a location,
 * where nginx would drop the others), the cache policies, clean URLs, the 404 page, gzip,
 * the API proxy and the redirect from HTTP to HTTPS.
 */
export function findNginxConfigProblems(text: string): string[] {
  const config = parseNginxConfig(text);
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => ok || problems.push(what);

  check(
    hasDirective(config, ['map_hash_bucket_size', String(MAP_BUCKET_SIZE)]),
    `falta «map_hash_bucket_size ${MAP_BUCKET_SIZE};» antes del include: las rutas de los artículos son largas`,
  );
  check(
    config.some(
      ({ words }) => words[0] === 'include' && words[1]?.endsWith(`/${NGINX_POLICIES_FILE}`),
    ),
    `falta «include …/${NGINX_POLICIES_FILE};» (las políticas de cada página que genera la compilación)`,
  );
  check(
    config.some(
      ({ words }) => words[0] === 'include' && words[1]?.endsWith(`/${NGINX_REDIRECTS_FILE}`),
    ),
    `falta «include …/${NGINX_REDIRECTS_FILE};» (las direcciones viejas de las páginas renombradas, redirectFrom)`,
  );
  const cacheMap = findBlock(config, ['map', '$uri', CACHE_VARIABLE])?.children;
  check(
    hasDirective(cacheMap, ['default', CACHE_CONTROL.page]) &&
      hasDirective(cacheMap, ['~^/_next/static/', CACHE_CONTROL.immutable]),
    `falta «map $uri ${CACHE_VARIABLE}» con default "${CACHE_CONTROL.page}" y "~^/_next/static/" "${CACHE_CONTROL.immutable}"`,
  );

  const { https, http } = findServers(config);
  check(
    hasDirective(http?.children, ['return', '301', 'https://$host$request_uri']),
    'falta el server del puerto 80 con «return 301 https://$host$request_uri;»',
  );
  if (!https?.children) return [...problems, 'falta el server con «listen 443 ssl»'];

  const server = https.children;
  const required = [
    ['add_header', 'Content-Security-Policy', POLICY_VARIABLE, 'always'],
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => [
      'add_header',
      name,
      value,
      'always',
    ]),
    ['add_header', 'Cache-Control', CACHE_VARIABLE, 'always'],
    ['error_page', '404', '/404.html'],
    ['gzip', 'on'],
  ];
  for (const words of required) {
    check(hasDirective(server, words), `falta «${quoteWords(words)};» en el server de HTTPS`);
  }
  check(
    hasDirective(findBlock(server, ['location', '/'])?.children, [
      'try_files',
      '$uri',
      '$uri.html',
      '$uri/index.html',
      '=404',
    ]),
    'falta «location / { try_files $uri $uri.html $uri/index.html =404; }» (URL limpias)',
  );
  check(
    server.some(
      ({ words, children }) =>
        words[0] === 'location' &&
        words[1] === '~' &&
        hasDirective(children, [
          'return',
          String(TRAILING_SLASH_REDIRECT_STATUS),
          '$without_slash$is_args$args',
        ]),
    ),
    `falta «location ~ ^(?<without_slash>/.+?)/+$ { return ${TRAILING_SLASH_REDIRECT_STATUS} $without_slash$is_args$args; }» (la barra final redirige como en npm start)`,
  );
  check(
    hasDirective(findBlock(server, ['if', `(${REDIRECT_VARIABLE})`])?.children, [
      'return',
      String(MOVED_PAGE_STATUS),
      `${REDIRECT_VARIABLE}$is_args$args`,
    ]),
    `falta «if (${REDIRECT_VARIABLE}) { return ${MOVED_PAGE_STATUS} ${REDIRECT_VARIABLE}$is_args$args; }» en el server de HTTPS (las páginas renombradas redirigen como en npm start)`,
  );
  const apiProxy = (findBlock(server, ['location', '^~', '/api/'])?.children ?? []).find(
    ({ words }) => words[0] === 'proxy_pass',
  );
  check(Boolean(apiProxy), 'falta «location ^~ /api/ { proxy_pass …; }» (la API de clientes)');
  const upstreamName = apiProxy?.words[1]?.replace(/^https?:\/\//, '');
  const upstream = upstreamName ? findBlock(config, ['upstream', upstreamName]) : undefined;
  const idle = upstream?.children?.find(({ words }) => words[0] === 'keepalive_timeout');
  if (upstream?.children?.some(({ words }) => words[0] === 'keepalive'))
    check(
      parseNginxTime(idle?.words[1] ?? '') <= PROXY_IDLE_SECONDS * 1000,
      `falta «keepalive_timeout ${PROXY_IDLE_SECONDS}s;» (o menos) en «upstream ${upstreamName}»: ` +
        `la API guarda una conexión ociosa ${IDLE_CONNECTION_MS / 1000} s y nginx debe cerrarla antes, ` +
        'o un POST que envíe al cerrarse recibe un 502',
    );
  for (const block of server.filter(({ children }) => children && hasAddHeaderInside(children))) {
    problems.push(
      `«${block.words.join(' ')}» declara add_header: nginx dejaría de enviar ahí las cabeceras de seguridad`,
    );
  }
  return problems;
}

const NGINX_TIME_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** An nginx time (`60s`, `1m`, `500ms`, `60`: seconds) in milliseconds; NaN when it is not one. */
export function parseNginxTime(value: string): number {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
  if (!match?.[1]) return Number.NaN;
  return Number(match[1]) * (NGINX_TIME_UNITS[match[2] ?? 's'] ?? Number.NaN);
}

/**
 * The nginx `map` from the file served (`$uri` after try_files: `/blog.html`) to that page's
 * Content-Security-Policy; anything else gets the fallback policy.
 */
export function renderNginxPolicyMap(pages: readonly PagePolicy[]): string {
  const entries = [
    ['default', FALLBACK_CONTENT_SECURITY_POLICY],
    ...pages.map(({ uri, policy }) => [`"${uri}"`, policy]),
  ];
  const lines = entries.map(([key = '', policy = '']) => {
    if (/["\\$]/.test(policy) || /["\\$\s]/.test(key.slice(1, -1)))
      throw new Error(`nginx: la política de ${key} no se puede escribir entre comillas`);
    if (key.length - 2 > MAX_MAP_KEY_LENGTH)
      throw new Error(
        `nginx: ${key} pasa de ${MAX_MAP_KEY_LENGTH} caracteres (map_hash_bucket_size)`,
      );
    return `    ${key} "${policy}";`;
  });
  return [
    '# Generado por `npm run build` (scripts/write-security-headers.ts): no lo edites.',
    `map $uri ${POLICY_VARIABLE} {`,
    ...lines,
    '}',
    '',
  ].join('\n');
}

/**
 * The nginx `map` from a renamed page's old address, with and without a trailing slash, to its
 * new one (`$uri` before any location: `/viejo`); `deploy/nginx.conf` answers it with a 308.
 * Empty, but valid, when no page was renamed.
 */
export function renderNginxRedirectMap(redirects: readonly PageRedirect[]): string {
  const lines = redirects.flatMap(({ from, to }) => {
    if (/["\\$\s;{}]/.test(from + to))
      throw new Error(`nginx: la redirección de ${from} no se puede escribir entre comillas`);
    if (from.length + 1 > MAX_MAP_KEY_LENGTH)
      throw new Error(
        `nginx: ${from} pasa de ${MAX_MAP_KEY_LENGTH} caracteres (map_hash_bucket_size)`,
      );
    return [`    "${from}" "${to}";`, `    "${from}/" "${to}";`];
  });
  return [
    '# Generado por `npm run build` (scripts/write-security-headers.ts): no lo edites.',
    `map $uri ${REDIRECT_VARIABLE} {`,
    '    default "";',
    ...lines,
    '}',
    '',
  ].join('\n');
}
