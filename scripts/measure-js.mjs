// First-load JavaScript per exported page, gzip-compressed, next to the JavaScript the app
// ships on its emptiest page (the 404 page), so each page's own cost is visible.
// Usage: node scripts/measure-js.mjs [route …]   (after `npm run build`)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const outDir = path.resolve(import.meta.dirname, '..', 'out');
const routes = process.argv.slice(2);
if (routes.length === 0)
  routes.push(
    '/',
    '/blog',
    '/cache-navegador',
    '/sistema-rifas',
    '/directorio-clientes',
    '/bitso-mx',
  );

function htmlFile(route) {
  const base = route === '/' ? 'index' : route.replace(/^\//, '');
  const file = path.join(outDir, `${base}.html`);
  return existsSync(file) ? file : path.join(outDir, base, 'index.html');
}

function scriptsOf(file) {
  const html = readFileSync(file, 'utf8');
  // Legacy `nomodule` polyfills are never loaded by the browsers the site supports.
  return [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)]
    .filter((match) => !/nomodule/i.test(match[1] + match[3]))
    .map((match) => match[2]);
}

const gzipKb = (files) =>
  files.reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(outDir, src.split('?')[0]))).length,
    0,
  ) / 1024;

const floorScripts = scriptsOf(path.join(outDir, '404.html'));
const floor = gzipKb(floorScripts);
console.log(`| Página | JS de primera carga (KB gzip) | Sobre el piso (KB gzip) |`);
console.log(`|---|---:|---:|`);
console.log(`| piso: página 404 | ${floor.toFixed(1)} | 0.0 |`);
for (const route of routes) {
  const scripts = scriptsOf(htmlFile(route));
  const total = gzipKb(scripts);
  const own = gzipKb(scripts.filter((src) => !floorScripts.includes(src)));
  console.log(`| ${route} | ${total.toFixed(1)} | ${own.toFixed(1)} |`);
}
