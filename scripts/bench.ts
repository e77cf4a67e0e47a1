// Performance bench: builds the site, serves out/ as `npm run serve` does, runs Lighthouse on a
// few pages and checks the budgets. Writes bench-results/bench.json and bench-results/bench.md,
// and each run's Lighthouse report in bench-results/lighthouse/.
// Usage: npm run bench [-- --skip-build] [-- --runs 3]
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findBudgetFailures, summarizeRuns, type PageKind } from './perf/budgets';
import { measureSiteWeight } from './perf/first-load-js';
import { runLighthouse, type LighthouseRun } from './perf/lighthouse';
import { formatMarkdownReport, toPageResults, type BenchReport } from './perf/report';
import { findFreePort, startSiteServer, warmUp } from './perf/site-server';

const PAGES: { route: string; kind: PageKind }[] = [
  { route: '/', kind: 'home' },
  { route: '/blog', kind: 'page' },
  { route: '/cache-navegador', kind: 'article' },
  { route: '/sistema-rifas', kind: 'page' },
];

const root = path.resolve(__dirname, '..');
const resultsDir = path.join(root, 'bench-results');
/** Every run's full Lighthouse report, to look into a figure. */
const reportsDir = path.join(resultsDir, 'lighthouse');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function readOptions(args: string[]) {
  const runsAt = args.indexOf('--runs');
  const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs espera un entero positivo');
  return { skipBuild: args.includes('--skip-build'), runs };
}

function buildSite(): void {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('La compilación falló: no hay nada que medir.');
}

/** Chromium on a busy machine now and then fails to load a page at all: such a run is redone once. */
async function runOnce(url: string, reportPath: string): Promise<LighthouseRun> {
  try {
    return await runLighthouse(url, chromePath, reportPath);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error}\nSe repite la corrida.`);
    return runLighthouse(url, chromePath, reportPath);
  }
}

/** `/` → `inicio`, `/blog` → `blog`: a file name for a page's reports. */
const reportName = (route: string) => route.replace(/^\/+/, '').replace(/\//g, '_') || 'inicio';

async function measurePages(origin: string, runs: number) {
  const measured: { route: string; kind: PageKind; runs: LighthouseRun[] }[] = [];
  for (const page of PAGES) {
    const pageRuns: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(
        `${origin}${page.route}`,
        path.join(reportsDir, `${reportName(page.route)}-${run}.json`),
      );
      const { performance, lcpMs, tbtMs } = result.metrics;
      console.log(
        `${page.route} corrida ${run}/${runs}: rendimiento ${performance}, ` +
          `LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms`,
      );
      pageRuns.push(result);
    }
    measured.push({ ...page, runs: pageRuns });
  }
  return measured;
}

async function main(): Promise<number> {
  const { skipBuild, runs } = readOptions(process.argv.slice(2));
  if (!skipBuild) buildSite();
  const outDir = path.join(root, 'out');
  const routes = PAGES.map((page) => page.route);
  const weight = measureSiteWeight(outDir, routes);

  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const server = await startSiteServer(
    root,
    Number(process.env.BENCH_PORT) || (await findFreePort()),
  );
  let measured;
  try {
    await warmUp(server.origin, routes);
    measured = await measurePages(server.origin, runs);
  } finally {
    await server.stop();
  }

  const pages = measured.map((page) => {
    const pageWeight = weight.pages.find((candidate) => candidate.route === page.route);
    if (!pageWeight) throw new Error(`${page.route}: sin medida de JavaScript`);
    return {
      route: page.route,
      kind: page.kind,
      lighthouse: summarizeRuns(page.runs.map((run) => run.metrics)),
      runs: page.runs.map((run) => run.metrics),
      benchmarkIndexes: page.runs.map((run) => run.benchmarkIndex),
      weight: pageWeight,
    };
  });
  const firstRun = measured[0]?.runs[0];
  const report: BenchReport = {
    createdAt: new Date().toISOString(),
    lighthouseVersion: firstRun?.lighthouseVersion ?? '',
    userAgent: firstRun?.userAgent ?? '',
    runsPerPage: runs,
    floorJsGzipBytes: weight.floorJsGzipBytes,
    pages,
    failures: findBudgetFailures(toPageResults(pages)),
  };

  const markdown = formatMarkdownReport(report);
  writeFileSync(path.join(resultsDir, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'bench.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(`Resultados en ${path.relative(root, resultsDir)}/bench.json y bench.md`);
  for (const failure of report.failures) console.error(`Presupuesto incumplido: ${failure}`);
  return report.failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
