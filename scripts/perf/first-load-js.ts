import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readScriptLoader } from '../../deploy/deferred-scripts';

/** The page whose scripts are the floor: every page loads at least what the 404 page loads. */
export const FLOOR_PAGE = '/404';

export type PageWeight = {
  route: string;
  /** Gzip bytes of every script the page loads on first visit. */
  jsGzipBytes: number;
  /** Gzip bytes of the scripts the floor page does not load: what the page itself costs. */
  ownJsGzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
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
 * First-load JavaScript (gzip) of each route next to the floor, plus the size of its HTML.
 * Reads the static export only: nothing is served or run.
 */
export function measureSiteWeight(outDir: string, routes: readonly string[]): SiteWeight {
  const scriptBytes = (src: string) =>
    gzipSize(readFileSync(path.join(outDir, src.split('?')[0] ?? src)));
  const sum = (scripts: string[]) => scripts.reduce((total, src) => total + scriptBytes(src), 0);

  const floorScripts = listPageScripts(readFileSync(findExportedHtml(outDir, FLOOR_PAGE), 'utf8'));
  const pages = routes.map((route) => {
    const html = readFileSync(findExportedHtml(outDir, route));
    const scripts = listPageScripts(html.toString('utf8'));
    return {
      route,
      jsGzipBytes: sum(scripts),
      ownJsGzipBytes: sum(scripts.filter((src) => !floorScripts.includes(src))),
      htmlBytes: html.length,
      htmlGzipBytes: gzipSize(html),
    };
  });
  return { floorJsGzipBytes: sum(floorScripts), pages };
}

/** Bytes as kilobytes with one decimal, the unit every report of the site uses. */
export function formatKb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
