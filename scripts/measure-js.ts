// First-load JavaScript per exported page, gzip-compressed, next to the JavaScript every one of
// them loads (the floor), so each page's own cost is visible.
// Usage: npm run measure:js [-- route …]   (after `npm run build`)
import path from 'node:path';
import { paths } from '../lib/site/routes';
import { staffPaths } from '../lib/site/staff-paths';
import { formatKb, measureSiteWeight } from './perf/first-load-js';

const DEFAULT_ROUTES = [
  paths.home,
  paths.blog,
  '/cache-navegador',
  paths.services,
  '/servicios/chatbots-whatsapp-ia',
  '/proyectos/tienda-artesanias-oaxaca',
  paths.raffles,
  paths.directory,
  paths.transfer,
  paths.login,
  paths.panel,
  paths.staffPanel,
  staffPaths.clients,
  staffPaths.cfdi,
];

const routes = process.argv.slice(2);
const outDir = path.resolve(__dirname, '..', 'out');
const weight = measureSiteWeight(outDir, routes.length > 0 ? routes : DEFAULT_ROUTES);

console.log(
  '| Página | JS de primera carga (KB gzip) | Sobre el piso (KB gzip) | HTML (KB gzip) |',
);
console.log('|---|---:|---:|---:|');
console.log(`| piso: lo que cargan todas | ${formatKb(weight.floorJsGzipBytes)} | 0.0 | |`);
for (const page of weight.pages) {
  console.log(
    `| ${page.route} | ${formatKb(page.jsGzipBytes)} | ${formatKb(page.ownJsGzipBytes)} | ${formatKb(page.htmlGzipBytes)} |`,
  );
}
