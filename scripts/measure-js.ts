// First-load JavaScript per exported page, gzip-compressed, next to the JavaScript every one of
// them loads (the floor), so each page's own cost is visible.
// Usage: npm run measure:js [-- route …]   (after `npm run build`)
import path from 'node:path';
import { paths } from '../lib/site/routes';
import { isStaffRoute, staffPaths } from '../lib/site/staff-paths';
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
  paths.forgotPassword,
  paths.newPassword,
  paths.panel,
  paths.staffPanel,
  staffPaths.clients,
  staffPaths.cfdi,
  staffPaths.outbox,
  staffPaths.audit,
];

const routes = process.argv.slice(2);
const outDir = path.resolve(__dirname, '..', 'out');
const chosen = routes.length > 0 ? routes : DEFAULT_ROUTES;
// The public pages and the staff pages have different layouts: each group is measured against
// what all of its own pages load, so a public page's own cost does not include the public layout
// the staff pages leave out.
const groups = [
  {
    floor: 'piso del sitio: lo que cargan todas sus páginas',
    routes: chosen.filter((route) => !isStaffRoute(route)),
  },
  { floor: 'piso del área del equipo', routes: chosen.filter(isStaffRoute) },
].filter((group) => group.routes.length > 0);

console.log(
  '| Página | JS de primera carga (KB gzip) | Sobre el piso (KB gzip) | HTML (KB gzip) |',
);
console.log('|---|---:|---:|---:|');
for (const group of groups) {
  const weight = measureSiteWeight(outDir, group.routes);
  console.log(`| ${group.floor} | ${formatKb(weight.floorJsGzipBytes)} | 0.0 | |`);
  for (const page of weight.pages) {
    console.log(
      `| ${page.route} | ${formatKb(page.jsGzipBytes)} | ${formatKb(page.ownJsGzipBytes)} | ${formatKb(page.htmlGzipBytes)} |`,
    );
  }
}
