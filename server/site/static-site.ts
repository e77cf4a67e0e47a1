import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  CDN_FILES,
  getHeadersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  type HeaderRule,
  type RedirectRule,
} from '../../deploy/headers-file';
import { CACHE_CONTROL } from '../../deploy/security-headers';
import {
  isCanonicalPath,
  toCanonicalPath,
  TRAILING_SLASH_REDIRECT_STATUS,
} from '../../lib/site/canonical-path';
import { chooseEncoding, isCompressible, readCompressed } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * Finds the exported file for a URL path with clean URLs: `/blog` is `blog.html` or
 * `blog/index.html`. Returns null for anything outside `root` or not exported.
 */
export async function resolveExportedFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The security headers the build wrote to `_headers` for CDNs, so this server sends the same
 * ones. Cache-Control stays this server's own: `npm start` rebuilds the export under it, so
 * pages are revalidated on every visit.
 */
function readSecurityHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return [];
  return parseHeadersFile(readFileSync(file, 'utf8')).map((rule) => ({
    ...rule,
    headers: rule.headers.filter(([name]) => name.toLowerCase() !== 'cache-control'),
  }));
}

/**
 * The redirects the build wrote to `_redirects` for CDNs, by path: the renamed pages' old
 * addresses (`redirectFrom`), which this server answers as the CDN and nginx do.
 */
function readRedirectRules(root: string): Map<string, RedirectRule> {
  const file = path.join(root, '_redirects');
  if (!existsSync(file)) return new Map();
  return new Map(parseRedirectsFile(readFileSync(file, 'utf8')).map((rule) => [rule.from, rule]));
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  filePath: string,
  status: number,
  extraHeaders: OutgoingHttpHeaders,
): Promise<void> {
  const extension = path.extname(filePath);
  const immutable = filePath.includes(`${path.sep}_next${path.sep}static${path.sep}`);
  const headers: OutgoingHttpHeaders = {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': immutable ? CACHE_CONTROL.immutable : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  };
  const compressible = isCompressible(filePath);
  if (compressible) headers.Vary = 'Accept-Encoding';
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const body = await readCompressed(filePath, encoding);
    res.writeHead(status, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(filePath).pipe(res);
}

/**
 * Serves the static export in `root`; unknown paths get the site's 404 page with status 404.
 * Each response carries the headers `_headers` declares for its path (the 404 page's for a 404).
 * A renamed page's old address goes to the page, in one hop with or without a trailing slash,
 * and a path written with a trailing slash to the canonical one, as nginx and the CDN's
 * `_redirects` do (`lib/site/moved-pages.ts`, `lib/site/canonical-path.ts`); the query stays.
 */
export function createStaticHandler(root: string) {
  const absoluteRoot = path.resolve(root);
  const rules = readSecurityHeaderRules(absoluteRoot);
  const redirects = readRedirectRules(absoluteRoot);
  const cdnFiles = new Set(CDN_FILES.map((name) => path.join(absoluteRoot, name)));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const urlPath = url.pathname;
    const moved = redirects.get(toCanonicalPath(urlPath));
    if (moved) {
      res.writeHead(moved.status, { Location: `${moved.to}${url.search}` }).end();
      return;
    }
    if (!isCanonicalPath(urlPath)) {
      const location = `${toCanonicalPath(urlPath)}${url.search}`;
      res.writeHead(TRAILING_SLASH_REDIRECT_STATUS, { Location: location }).end();
      return;
    }
    const file = await resolveExportedFile(absoluteRoot, urlPath);
    if (file && !cdnFiles.has(file)) {
      await sendFile(req, res, file, 200, getHeadersForPath(rules, urlPath));
      return;
    }
    const notFound = getHeadersForPath(rules, '/404');
    await sendFile(req, res, path.join(absoluteRoot, '404.html'), 404, notFound);
  };
}
