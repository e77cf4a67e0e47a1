import { readdirSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = path.resolve(__dirname, '..', 'out');
const NOT_PAGES = new Set(['404.html', '_not-found.html']);

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : listHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Every exported HTML file, so a new page is checked the day it exists. */
export function exportedHtmlFiles(): string[] {
  return listHtmlFiles(OUT_DIR).sort();
}

/** Every route of the exported site (from the HTML files in out/), except the 404 page. */
export function exportedRoutes(): string[] {
  return exportedHtmlFiles()
    .filter((file) => !NOT_PAGES.has(path.relative(OUT_DIR, file)))
    .map((file) => {
      const relative = path.relative(OUT_DIR, file).split(path.sep).join('/');
      const route = relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      return `/${route}`;
    });
}
