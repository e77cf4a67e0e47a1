import path from 'node:path';
import { listExportedPages } from '../deploy/exported-pages';

const OUT_DIR = path.resolve(__dirname, '..', 'out');
const NOT_PAGES = new Set(['/404.html', '/_not-found.html']);

/** Every exported HTML file, so a new page is checked the day it exists. */
export function exportedHtmlFiles(): string[] {
  return listExportedPages(OUT_DIR).map((page) => page.file);
}

/** Every route of the exported site (from the HTML files in out/), except the 404 page. */
export function exportedRoutes(): string[] {
  return listExportedPages(OUT_DIR)
    .filter((page) => !NOT_PAGES.has(page.uri))
    .map((page) => page.route);
}
