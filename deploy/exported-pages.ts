// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** One HTML file of the static export and the URL paths it answers. */
export type ExportedPage = {
  /** Absolute path of the file. */
  file: string;
  /** The file's own URL path: `/blog.html`, `/index.html`. */
  uri: string;
  /** The clean URL it is served at: `/blog`, `/`. */
  route: string;
};

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : listHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** `/blog.html` → `/blog`, `/index.html` → `/`, `/docs/index.html` → `/docs`. */
export function routeOfUri(uri: string): string {
  return uri.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

/**
 * Every HTML file of an export (framework assets under `_next/` aside), sorted by path, so
 * whatever walks the pages covers a new one the day it exists.
 */
export function listExportedPages(outDir: string): ExportedPage[] {
  return listHtmlFiles(outDir)
    .sort()
    .map((file) => {
      const uri = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
      return { file, uri, route: routeOfUri(uri) };
    });
}
