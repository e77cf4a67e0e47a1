// After the step that defers the framework's scripts and before the Content-Security-Policy
// step (which hashes each page's `<style>`): writes in every exported page the CSS its first
// paint uses and hands the rest to the script loader (deploy/critical-styles.ts). Fails naming
// the page when a stylesheet cannot be read or the page has an unexpected shape.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  createCriticalStyles,
  CriticalStylesError,
  listInlineStyles,
} from '../deploy/critical-styles';
import { listExportedPages } from '../deploy/exported-pages';

const outDir = path.resolve(import.meta.dirname, '..', 'out');

try {
  const inline = createCriticalStyles(outDir);
  let largest = { label: '', gzipBytes: 0 };
  const pages = listExportedPages(outDir);
  for (const { file, uri } of pages) {
    const label = `out${uri}`;
    const html = inline(label, readFileSync(file, 'utf8'));
    writeFileSync(file, html);
    const gzipBytes = gzipSync(listInlineStyles(html).join('')).length;
    if (gzipBytes > largest.gzipBytes) largest = { label, gzipBytes };
  }
  console.log(
    `CSS de la primera pintura en línea en ${pages.length} páginas; la mayor, ` +
      `${largest.label}: ${(largest.gzipBytes / 1024).toFixed(1)} KB gzip`,
  );
} catch (error) {
  if (!(error instanceof CriticalStylesError)) throw error;
  console.error(`${error.message}\nRevisa deploy/critical-styles.ts.`);
  process.exit(1);
}
