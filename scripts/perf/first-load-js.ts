import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readScriptLoader } from '../../deploy/deferred-scripts';
import { readInlinePayload } from '../../deploy/static-islands';

/**
 * The 404 page is a document of its own, outside the root layout (app/global-not-found.tsx): it
 * does not load the layout's error boundary, so it is not part of the floor.
 */
const NOT_FOUND_PAGE = '/404';

export type PageWeight = {
  route: string;
  /** Gzip bytes of every script the page loads on first visit. */
  jsGzipBytes: number;
  /** Gzip bytes of the scripts beyond the floor: what the page itself costs. */
  ownJsGzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Bytes of the route payload written inside the HTML (React Server Components data). */
  inlinePayloadBytes: number;
};

export type SiteWeight = { floorJsGzipBytes: number; pages: PageWeight[] };

/** The exported HTML file of a route (`/blog` is `blog.html` or `blog/index.html`). */
export function findExportedHtml(outDir: string, route: string): string {
  const base = route === '/' ? 'index' : route.replace(/^\/+|\/+$/g, '');
  const candidates = [path.join(outDir, `${base}.html`), path.join(outDir, base, 'index.html')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file)
    throw new Error(`${route}: no hay ${base}.html en ${outDir} (¿falta "npm run build"?)`);
  return file;
}

/**
 * The script URLs a page loads: its `<script src>` tags and the chunks its script loader adds
 * after the first paint. Legacy `nomodule` polyfills never run in supported browsers.
 */
export function listPageScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(`${match[1]}${match[3]}`))
    .map((match) => match[2] ?? '');
  const loaded = [...html.matchAll(/<script>([^<]*)<\/script>/g)].flatMap(
    (match) => readScriptLoader(match[1] ?? '') ?? [],
  );
  return [...tags, ...loaded];
}

const gzipSize = (content: Buffer | string): number => gzipSync(content).length;

/**
 * First-load JavaScript (gzip) of each route next to the floor (the scripts that every measured
 * page in the root layout loads), plus the size of its HTML. Reads the static export only:
 * nothing is served or run.
 */
export function measureSiteWeight(outDir: string, routes: readonly string[]): SiteWeight {
  const scriptBytes = (src: string) =>
    gzipSize(readFileSync(path.join(outDir, src.split('?')[0] ?? src)));
  const sum = (scripts: string[]) => scripts.reduce((total, src) => total + scriptBytes(src), 0);

  const loaded = routes.map((route) => {
    const html = readFileSync(findExportedHtml(outDir, route));
    return { route, html, scripts: listPageScripts(html.toString('utf8')) };
  });
  const inLayout = loaded.filter(({ route }) => route !== NOT_FOUND_PAGE);
  const floorScripts = (inLayout[0]?.scripts ?? []).filter((src) =>
    inLayout.every(({ scripts }) => scripts.includes(src)),
  );
  const pages = loaded.map(({ route, html, scripts }) => {
    return {
      route,
      jsGzipBytes: sum(scripts),
      ownJsGzipBytes: sum(scripts.filter((src) => !floorScripts.includes(src))),
      htmlBytes: html.length,
      htmlGzipBytes: gzipSize(html),
      inlinePayloadBytes: Buffer.byteLength(readInlinePayload(html.toString('utf8'))),
    };
  });
  return { floorJsGzipBytes: sum(floorScripts), pages };
}

/** Bytes as kilobytes with one decimal, the unit every report of the site uses. */
export function formatKb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
