// Performance bench: builds the site, serves out/ as `npm run serve` does, runs Lighthouse on a
// few pages and checks the budgets. Writes bench-results/bench.json and bench-results/bench.md,
// and each run's Lighthouse report in bench-results/lighthouse/. A bare Next.js page is measured
// the same way as a reference, with no content and with the bench's article
// (scripts/perf/framework-baseline.ts), and the same article built by Astro
// (scripts/perf/astro-baseline.ts).
// Usage: npm run bench [-- --skip-build] [-- --runs 3] [-- --skip-baseline] [-- --pages /,/blog]
//        [-- --cpu-slowdown 8] (Lighthouse's CPU multiplier, 4 by default: a slower phone above it)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getArticle } from '../lib/blog/articles';
import { paths } from '../lib/site/routes';
import { CHROMIUM_PATH } from './chromium';
import {
  DEFAULT_CPU_SLOWDOWN,
  findBudgetFailures,
  summarizeRuns,
  type PageKind,
} from './perf/budgets';
import { buildAstroBaseline, readCover } from './perf/astro-baseline';
import { findCssBudgetFailures, measureSiteCss, type BlockingCss } from './perf/blocking-css';
import {
  findExportedHtml,
  formatKb,
  measureSiteWeight,
  type PageWeight,
} from './perf/first-load-js';
import { buildFrameworkBaseline, REFERENCE_ARTICLE_ROUTE } from './perf/framework-baseline';
import { measureDeadTime } from './perf/dead-time';
import type { LcpPath } from './perf/lcp-path';
import { runLighthouse, type LighthouseRun } from './perf/lighthouse';
import {
  describeBusyMachine,
  formatMarkdownReport,
  toPageResults,
  toReferenceResult,
  type BenchPageReport,
  type BenchReport,
} from './perf/report';
import { findFreePort, startSiteServer, warmUp } from './perf/site-server';

/** The bench's article, which the reference also writes in bare Next.js. */
const ARTICLE_SLUG = 'cache-navegador';

const PAGES: { route: string; kind: PageKind }[] = [
  { route: paths.home, kind: 'home' },
  { route: paths.blog, kind: 'listing' },
  { route: `/${ARTICLE_SLUG}`, kind: 'article' },
  { route: '/servicios/chatbots-whatsapp-ia', kind: 'service' },
  { route: '/proyectos/tienda-artesanias-oaxaca', kind: 'case' },
  { route: paths.raffles, kind: 'page' },
  { route: paths.about, kind: 'page' },
  // Served with status 200 at its own path, which Lighthouse needs to measure a page at all.
  { route: '/404', kind: 'not-found' },
];

const root = path.resolve(__dirname, '..');
const resultsDir = path.join(root, 'bench-results');
/** Every run's full Lighthouse report, to look into a figure. */
const reportsDir = path.join(resultsDir, 'lighthouse');

function readOptions(args: string[]) {
  const runsAt = args.indexOf('--runs');
  const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs espera un entero positivo');
  const pagesAt = args.indexOf('--pages');
  const routes = pagesAt === -1 ? null : (args[pagesAt + 1] ?? '').split(',');
  const pages = routes ? PAGES.filter((page) => routes.includes(page.route)) : PAGES;
  const slowdownAt = args.indexOf('--cpu-slowdown');
  const cpuSlowdown = slowdownAt === -1 ? DEFAULT_CPU_SLOWDOWN : Number(args[slowdownAt + 1]);
  if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1)
    throw new Error('--cpu-slowdown espera un número de 1 o más');
  if (pages.length === 0 || (routes && pages.length !== routes.length))
    throw new Error(`--pages espera rutas del banco: ${PAGES.map((page) => page.route).join(',')}`);
  return {
    skipBuild: args.includes('--skip-build'),
    skipBaseline: args.includes('--skip-baseline'),
    runs,
    pages,
    cpuSlowdown,
  };
}

function buildSite(): void {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('La compilación falló: no hay nada que medir.');
}

/** Chromium on a busy machine now and then fails to load a page at all: such a run is redone once. */
async function runOnce(
  url: string,
  reportPath: string,
  cpuSlowdown: number,
  withLcpPath: boolean,
): Promise<LighthouseRun> {
  try {
    return await runLighthouse(url, CHROMIUM_PATH, reportPath, cpuSlowdown, withLcpPath);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error}\nSe repite la corrida.`);
    return runLighthouse(url, CHROMIUM_PATH, reportPath, cpuSlowdown, withLcpPath);
  }
}

/** `/` → `inicio`, `/blog` → `blog`: a file name for a page's reports. */
const reportName = (route: string) => route.replace(/^\/+/, '').replace(/\//g, '_') || 'inicio';

type MeasuredPage = {
  route: string;
  kind: PageKind;
  runs: LighthouseRun[];
  deadTimeMs: number;
  /** An article's first run: what its simulated LCP waited for. */
  lcpPath?: LcpPath;
};

/** How each page is measured: Lighthouse runs per page and its CPU slowdown. */
type Measure = { runs: number; cpuSlowdown: number };

async function measurePages(
  origin: string,
  pages: readonly { route: string; kind: PageKind }[],
  { runs, cpuSlowdown }: Measure,
  reportPrefix = '',
  withDeadTime = true,
): Promise<MeasuredPage[]> {
  const measured: MeasuredPage[] = [];
  for (const page of pages) {
    const pageRuns: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(
        `${origin}${page.route}`,
        path.join(reportsDir, `${reportPrefix}${reportName(page.route)}-${run}.json`),
        cpuSlowdown,
        page.kind === 'article' && run === 1,
      );
      const { performance, lcpMs, tbtMs } = result.metrics;
      console.log(
        `${page.route} corrida ${run}/${runs}: rendimiento ${performance}, ` +
          `LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms`,
      );
      pageRuns.push(result);
    }
    const lcpPath = pageRuns[0]?.lcpPath;
    if (!withDeadTime) {
      measured.push({ ...page, runs: pageRuns, deadTimeMs: Number.NaN, lcpPath });
      continue;
    }
    const deadTimeMs = await measureDeadTime(`${origin}${page.route}`, CHROMIUM_PATH, runs);
    console.log(
      `${page.route}: ${Math.round(deadTimeMs)} ms de la primera pintura a la hidratación`,
    );
    measured.push({ ...page, runs: pageRuns, deadTimeMs, lcpPath });
  }
  return measured;
}

/** Serves `outDir`, warms it up and runs Lighthouse on `pages`. */
async function serveAndMeasure(
  outDir: string,
  pages: readonly { route: string; kind: PageKind }[],
  measure: Measure,
  reportPrefix?: string,
  withDeadTime?: boolean,
): Promise<MeasuredPage[]> {
  const port = Number(process.env.BENCH_PORT) || (await findFreePort());
  const server = await startSiteServer(root, port, outDir);
  try {
    await warmUp(
      server.origin,
      pages.map((page) => page.route),
    );
    return await measurePages(server.origin, pages, measure, reportPrefix, withDeadTime);
  } finally {
    await server.stop();
  }
}

function toPageReport(page: MeasuredPage, weights: readonly PageWeight[]): BenchPageReport {
  const weight = weights.find((candidate) => candidate.route === page.route);
  if (!weight) throw new Error(`${page.route}: sin medida de JavaScript`);
  return {
    route: page.route,
    kind: page.kind,
    lighthouse: summarizeRuns(page.runs.map((run) => run.metrics)),
    runs: page.runs.map((run) => run.metrics),
    benchmarkIndexes: page.runs.map((run) => run.benchmarkIndex),
    deadTimeMs: page.deadTimeMs,
    weight,
    ...(page.lcpPath && { lcpPath: page.lcpPath }),
  };
}

type Baseline = {
  empty: BenchPageReport;
  article: BenchPageReport;
  astroArticle: BenchPageReport;
};

type ArticleText = { title: string; markdown: string };

/** The bench's article built by Astro, measured like the reference's article. */
async function measureAstroArticle(
  article: ArticleText,
  measure: Measure,
): Promise<BenchPageReport> {
  const siteOut = path.join(root, 'out');
  const html = readFileSync(findExportedHtml(siteOut, `/${ARTICLE_SLUG}`), 'utf8');
  const outDir = buildAstroBaseline(path.join(resultsDir, 'astro-baseline'), {
    ...article,
    cover: readCover(html, siteOut),
  });
  const page = { route: REFERENCE_ARTICLE_ROUTE, kind: 'article' as const };
  const [measured] = await serveAndMeasure(outDir, [page], measure, 'astro-', false);
  if (!measured) throw new Error('El artículo en Astro no se midió.');
  return toPageReport(measured, measureSiteWeight(outDir, [page.route]).pages);
}

async function measureBaseline(measure: Measure): Promise<Baseline> {
  const found = getArticle(ARTICLE_SLUG);
  if (!found) throw new Error(`El artículo del banco (${ARTICLE_SLUG}) no existe.`);
  const article = { title: found.title, markdown: found.content };
  const outDir = buildFrameworkBaseline(root, path.join(resultsDir, 'framework-baseline'), article);
  const pages = [
    { route: paths.home, kind: 'page' as const },
    { route: REFERENCE_ARTICLE_ROUTE, kind: 'article' as const },
  ];
  // The reference has no client component to mark its hydration (data-hydrated): no dead time.
  const [empty, withArticle] = await serveAndMeasure(outDir, pages, measure, 'referencia-', false);
  if (!empty || !withArticle) throw new Error('La referencia no se midió.');
  const weights = measureSiteWeight(
    outDir,
    pages.map((page) => page.route),
  ).pages;
  return {
    empty: toPageReport(empty, weights),
    article: toPageReport(withArticle, weights),
    astroArticle: await measureAstroArticle(article, measure),
  };
}

function formatCssTable(pages: readonly BlockingCss[]): string {
  const rows = pages.map(
    (page) =>
      `| ${page.route} | ${formatKb(page.rawBytes)} | ${formatKb(page.gzipBytes)} | ${Math.round(page.usedShare * 100)} % |`,
  );
  return [
    '## CSS antes de la primera pintura',
    '',
    '| Página | CSS que bloquea (KB) | gzip (KB) | Usado a 390 px |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    'Las hojas de estilo y los `<style>` del `<head>`; «usado», la parte que la cobertura de CSS de ' +
      'Chromium marca en un teléfono de 390 px sin scripts (el estado de la primera pintura). ' +
      'Presupuesto en un artículo, la página de un servicio y el blog: ≤ 8 KB gzip y ≥ 50 % usado.',
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  const options = readOptions(process.argv.slice(2));
  const { skipBuild, skipBaseline, runs, cpuSlowdown, pages: benchPages } = options;
  if (!skipBuild) buildSite();
  const outDir = path.join(root, 'out');
  const weight = measureSiteWeight(
    outDir,
    benchPages.map((page) => page.route),
  );

  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const measured = await serveAndMeasure(outDir, benchPages, { runs, cpuSlowdown });
  const pages = measured.map((page) => toPageReport(page, weight.pages));
  const baseline = skipBaseline ? null : await measureBaseline({ runs, cpuSlowdown });
  const references = {
    baseline: baseline?.empty ?? null,
    articleBaseline: baseline?.article ?? null,
    astroArticle: baseline?.astroArticle ?? null,
  };
  const firstRun = measured[0]?.runs[0];
  const report: BenchReport = {
    createdAt: new Date().toISOString(),
    cpuSlowdown,
    lighthouseVersion: firstRun?.lighthouseVersion ?? '',
    userAgent: firstRun?.userAgent ?? '',
    runsPerPage: runs,
    floorJsGzipBytes: weight.floorJsGzipBytes,
    pages,
    ...references,
    failures: findBudgetFailures(
      toPageResults(pages),
      toReferenceResult(references, weight.floorJsGzipBytes),
      cpuSlowdown,
    ),
  };

  const blockingCss = await measureSiteCss(root, outDir, benchPages);
  report.failures.push(...findCssBudgetFailures(blockingCss));
  const markdown = `${formatMarkdownReport(report)}\n${formatCssTable(blockingCss)}`;
  writeFileSync(path.join(resultsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'bench.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(`Resultados en ${path.relative(root, resultsDir)}/bench.json y bench.md`);
  for (const failure of report.failures) console.error(`Presupuesto incumplido: ${failure}`);
  const busy = describeBusyMachine(report);
  if (busy) console.warn(busy);
  return report.failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
