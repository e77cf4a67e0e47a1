import { BUDGETS, type PageKind, type PageResult, type RunMetrics } from './budgets';
import { formatKb, type PageWeight } from './first-load-js';

export type BenchPageReport = {
  route: string;
  kind: PageKind;
  /** Per-figure median of `runs`. */
  lighthouse: RunMetrics;
  runs: RunMetrics[];
  /** Lighthouse's CPU benchmark of each run: lower means a busier or slower machine. */
  benchmarkIndexes: number[];
  weight: PageWeight;
};

export type BenchReport = {
  createdAt: string;
  lighthouseVersion: string;
  userAgent: string;
  runsPerPage: number;
  floorJsGzipBytes: number;
  pages: BenchPageReport[];
  /**
   * A page of the same Next.js with nothing of the site's own (scripts/perf/framework-baseline.ts),
   * measured the same way; budgets do not apply to it.
   */
  baseline: BenchPageReport | null;
  failures: string[];
};

/** The inputs of the budget check for each page of a report. */
export function toPageResults(pages: readonly BenchPageReport[]): PageResult[] {
  return pages.map(({ route, kind, lighthouse, weight }) => ({
    route,
    kind,
    lighthouse,
    ownJsGzipBytes: weight.ownJsGzipBytes,
  }));
}

function formatRow(
  { route, lighthouse: lh, runs, benchmarkIndexes, weight }: BenchPageReport,
  label = route,
): string {
  const cells = [
    label,
    lh.performance,
    runs.map((run) => run.performance).join(' · '),
    benchmarkIndexes.map(Math.round).join(' · '),
    lh.accessibility,
    lh.bestPractices,
    lh.seo,
    (lh.lcpMs / 1000).toFixed(2),
    Math.round(lh.tbtMs),
    lh.cls.toFixed(3),
    formatKb(lh.totalBytes),
    `${formatKb(weight.htmlBytes)} / ${formatKb(weight.htmlGzipBytes)}`,
    formatKb(weight.jsGzipBytes),
    `+${formatKb(weight.ownJsGzipBytes)}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const BASELINE_LABEL = 'Referencia: Next.js sin contenido';

function describeBaseline({ lighthouse }: BenchPageReport): string[] {
  const verdict =
    lighthouse.performance < BUDGETS.minPerformance
      ? `ni siquiera ella llega al presupuesto de rendimiento (${BUDGETS.minPerformance}) en esta máquina`
      : `es el techo de cualquier página del sitio en esta máquina`;
  return [
    '',
    `«${BASELINE_LABEL}» es una página de la misma versión de Next.js sin estilos, imágenes, ` +
      `fuentes ni componentes de cliente, medida igual que las demás: lo que cuesta el marco solo; ` +
      `${verdict}.`,
  ];
}

/** The report as Markdown: the table of medians, the shared JavaScript floor and the budgets. */
export function formatMarkdownReport(report: BenchReport): string {
  const lines = [
    `# Banco de rendimiento (${report.createdAt})`,
    '',
    `Lighthouse ${report.lighthouseVersion}, móvil con throttling simulado (predeterminado), ` +
      `${report.runsPerPage} corridas por página; cada cifra es la mediana de sus corridas.`,
    `Navegador: ${report.userAgent}`,
    '',
    '| Página | Rendimiento | Cada corrida | Índice de CPU | Accesibilidad | Buenas prácticas | SEO | LCP (s) | TBT (ms) | CLS | Bytes totales (KB) | HTML (KB / gzip) | JS 1.ª carga (KB gzip) | JS propio (KB gzip) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.pages.map((page) => formatRow(page)),
    ...(report.baseline ? [formatRow(report.baseline, BASELINE_LABEL)] : []),
    ...(report.baseline ? describeBaseline(report.baseline) : []),
    '',
    '«Cada corrida» da el rendimiento de cada corrida y «Índice de CPU» el `benchmarkIndex` que ' +
      'Lighthouse midió en cada una (más bajo: máquina más lenta u ocupada).',
    '',
    `JavaScript compartido por todas las páginas (el piso: lo que carga la página 404): ` +
      `${formatKb(report.floorJsGzipBytes)} KB gzip. «JS propio» es lo que cada página carga además.`,
    '',
    `Presupuestos: rendimiento ≥ ${BUDGETS.minPerformance}; accesibilidad, buenas prácticas y ` +
      `SEO = ${BUDGETS.minOtherCategories}; CLS = ${BUDGETS.maxCls}; LCP ≤ ${BUDGETS.maxLcpMs / 1000} s; ` +
      `JS propio ≤ ${BUDGETS.maxOwnJsKb.home} KB en la página de inicio y ≤ ` +
      `${BUDGETS.maxOwnJsKb.article} KB en un artículo.`,
    '',
    ...(report.failures.length === 0
      ? ['Todos los presupuestos se cumplen.']
      : ['Presupuestos incumplidos:', ...report.failures.map((failure) => `- ${failure}`)]),
  ];
  return `${lines.join('\n')}\n`;
}
