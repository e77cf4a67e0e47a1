// After `next build`, before the Content-Security-Policy step: rewrites every exported page so
// the framework's scripts load after its first paint (deploy/deferred-scripts.ts), and gives the
// pages Next.js leaves without it the layout's font preload (deploy/font-preloads.ts). Fails,
// naming the file, when a page does not have the markup the step expects.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deferFrameworkScripts, DeferredScriptsError } from '../deploy/deferred-scripts';
import { listExportedPages } from '../deploy/exported-pages';
import { addFontPreloads, findSharedFontPreloads } from '../deploy/font-preloads';

const outDir = path.resolve(import.meta.dirname, '..', 'out');

try {
  const pages = listExportedPages(outDir).map(({ file, uri }) => ({
    file,
    label: `out${uri}`,
    html: readFileSync(file, 'utf8'),
  }));
  const fontPreloads = findSharedFontPreloads(
    pages.map(({ label, html }) => ({ file: label, html })),
  );
  for (const { file, label, html } of pages) {
    const { html: deferred } = deferFrameworkScripts(label, html);
    writeFileSync(file, addFontPreloads(label, deferred, fontPreloads));
  }
  console.log(`Scripts de Next.js tras la primera pintura en ${pages.length} páginas`);
} catch (error) {
  if (!(error instanceof DeferredScriptsError)) throw error;
  console.error(
    `${error.message}\nEl paso que carga los scripts tras la primera pintura no reconoce esta ` +
      'página: revisa deploy/deferred-scripts.ts si Next.js cambió la forma de su HTML.',
  );
  process.exit(1);
}
