// The CSS each page type makes the browser wait for before its first paint (raw and gzip) and
// the share of it a 390 px phone uses, by Chromium's coverage, against the budget of an article,
// a service's page and the blog list (scripts/perf/blocking-css.ts). Fails when one is over.
// Usage: npm run measure:css   (after `npm run build`)
import path from 'node:path';
import { paths } from '../lib/site/routes';
import { staffPaths } from '../lib/site/staff-paths';
import type { PageKind } from './perf/budgets';
import { findCssBudgetFailures, measureSiteCss } from './perf/blocking-css';
import { formatKb } from './perf/first-load-js';

const PAGES: { route: string; kind: PageKind }[] = [
  { route: paths.home, kind: 'home' },
  { route: paths.blog, kind: 'listing' },
  { route: '/cache-navegador', kind: 'article' },
  { route: paths.services, kind: 'page' },
  { route: '/servicios/chatbots-whatsapp-ia', kind: 'service' },
  { route: '/proyectos/tienda-artesanias-oaxaca', kind: 'case' },
  { route: paths.raffles, kind: 'page' },
  { route: paths.login, kind: 'page' },
  { route: paths.panel, kind: 'page' },
  { route: paths.staffPanel, kind: 'page' },
  { route: staffPaths.clients, kind: 'page' },
];

const root = path.resolve(__dirname, '..');

async function main(): Promise<number> {
  const pages = await measureSiteCss(root, path.join(root, 'out'), PAGES);
  console.log('| Página | CSS que bloquea (KB) | gzip (KB) | Usado a 390 px |');
  console.log('|---|---:|---:|---:|');
  for (const page of pages)
    console.log(
      `| ${page.route} | ${formatKb(page.rawBytes)} | ${formatKb(page.gzipBytes)} | ${Math.round(page.usedShare * 100)} % |`,
    );
  const failures = findCssBudgetFailures(pages);
  for (const failure of failures) console.error(`Presupuesto incumplido: ${failure}`);
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
