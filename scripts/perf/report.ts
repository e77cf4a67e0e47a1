import {
  BUDGETS,
  DEFAULT_CPU_SLOWDOWN,
  isReferenceTooSlow,
  type PageKind,
  type PageResult,
  type ReferenceResult,
  type RunMetrics,
} from './budgets';
import { formatKb, type PageWeight } from './first-load-js';
import { formatLcpPath, type LcpPath } from './lcp-path';

export type BenchPageReport = {
  route: string;
  kind: PageKind;
  /** Per-figure median of `runs`. */
  lighthouse: RunMetrics;
  runs: RunMetrics[];
  /** Lighthouse's CPU benchmark of each run: lower means a busier or slower machine. */
  benchmarkIndexes: number[];
  /** First contentful paint → hydration under mobile throttling (scripts/perf/dead-time.ts). */
  deadTimeMs: number;
  weight: PageWeight;
  /** An article's first run: what its simulated LCP waited for (scripts/perf/lcp-path.ts). */
  lcpPath?: LcpPath;
};

export type BenchReport = {
  createdAt: string;
  /** Lighthouse's CPU slowdown for every run: 4 by default (a mid-range phone), more for a slow one. */
  cpuSlowdown: number;
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
  /**
   * The bench's article written by the same bare Next.js (scripts/perf/framework-baseline.ts):
   * what the article, a service's page and a case are held to.
   */
  articleBaseline: BenchPageReport | null;
  /**
   * The same article built by Astro as a plain blog post (scripts/perf/astro-baseline.ts): the
   * article's LCP is held to it.
   */
  astroArticle: BenchPageReport | null;
  failures: string[];
};

/** The reference figures the budgets compare with, when the bare Next.js page was measured. */
export function toReferenceResult(
  {
    baseline,
    articleBaseline,
    astroArticle,
  }: Pick<BenchReport, 'baseline' | 'articleBaseline' | 'astroArticle'>,
  floorJsGzipBytes: number,
): ReferenceResult | null {
  if (!baseline) return null;
  return {
    performance: baseline.lighthouse.performance,
    tbtMs: baseline.lighthouse.tbtMs,
    frameworkJsGzipBytes: baseline.weight.jsGzipBytes,
    floorJsGzipBytes,
    ...(articleBaseline && {
      article: {
        performance: articleBaseline.lighthouse.performance,
        tbtMs: articleBaseline.lighthouse.tbtMs,
      },
    }),
    ...(astroArticle && { astroArticle: { lcpMs: astroArticle.lighthouse.lcpMs } }),
  };
}

/** The warning for a reference row that shows a busy machine, or null. */
export function describeBusyMachine({
  baseline,
  cpuSlowdown,
}: Pick<BenchReport, 'baseline' | 'cpuSlowdown'>): string | null {
  if (!baseline || !isReferenceTooSlow(baseline.lighthouse.performance, cpuSlowdown)) return null;
  return (
    `Aviso: la referencia (Next.js sin contenido) obtuvo ${baseline.lighthouse.performance} < ` +
    `${BUDGETS.minReferencePerformance}: la máquina estaba ocupada y estas cifras no sirven; ` +
    'repite la medición sin otros procesos en marcha.'
  );
}

/** The inputs of the budget check for each page of a report. */
export function toPageResults(pages: readonly BenchPageReport[]): PageResult[] {
  return pages.map(({ route, kind, lighthouse, weight }) => ({
    route,
    kind,
    lighthouse,
    ownJsGzipBytes: weight.ownJsGzipBytes,
    htmlGzipBytes: weight.htmlGzipBytes,
  }));
}

function formatRow(
  { route, lighthouse: lh, runs, benchmarkIndexes, deadTimeMs, weight }: BenchPageReport,
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
    (lh.fcpMs / 1000).toFixed(2),
    (lh.lcpMs / 1000).toFixed(2),
    Math.round(lh.tbtMs),
    lh.cls.toFixed(3),
    Number.isNaN(deadTimeMs) ? '—' : Math.round(deadTimeMs),
    formatKb(lh.totalBytes),
    `${formatKb(weight.htmlBytes)} / ${formatKb(weight.htmlGzipBytes)}`,
    formatKb(weight.inlinePayloadBytes),
    formatKb(weight.jsGzipBytes),
    `+${formatKb(weight.ownJsGzipBytes)}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const BASELINE_LABEL = 'Referencia: Next.js sin contenido';
const ARTICLE_BASELINE_LABEL = 'Referencia: el artículo en Next.js';
const ASTRO_ARTICLE_LABEL = 'Artículo en Astro (referencia)';

function describeBaseline(report: BenchReport, baseline: BenchPageReport): string[] {
  const overKb = formatKb(report.floorJsGzipBytes - baseline.weight.jsGzipBytes);
  const busy = describeBusyMachine(report);
  return [
    '',
    `«${BASELINE_LABEL}» es una página de la misma versión de Next.js sin estilos, imágenes, ` +
      `fuentes ni componentes de cliente, medida igual que las demás: lo que cuesta el marco ` +
      `solo, el techo de cualquier página del sitio en esta máquina. El piso del sitio carga ` +
      `${overKb} KB gzip de JavaScript más que ella.`,
    ...(report.articleBaseline
      ? [
          '',
          `«${ARTICLE_BASELINE_LABEL}» es el artículo del banco escrito por esa misma versión ` +
            `de Next.js, su Markdown hecho elementos de React al compilar, sin nada más: la ` +
            `referencia de un artículo, la página de un servicio y un caso; las demás páginas ` +
            `se comparan con la página sin contenido.`,
        ]
      : []),
    ...(report.astroArticle
      ? [
          '',
          `«${ASTRO_ARTICLE_LABEL}» es el mismo artículo como lo publica un blog de Astro: su ` +
            `Markdown por la canalización de Astro (GFM), una hoja de estilos breve en línea y ` +
            `ningún script. El LCP del artículo del sitio no pasa de ` +
            `${BUDGETS.maxArticleLcpOverAstro}× el suyo.`,
        ]
      : []),
    ...(busy ? ['', `**${busy}**`] : []),
  ];
}

const KIND_NAMES: Record<PageKind, string> = {
  home: 'la página de inicio',
  article: 'un artículo',
  service: 'la página de un servicio',
  case: 'un caso',
  listing: 'el blog',
  page: 'otra página',
  'not-found': 'la página 404',
};

const LCP_LIMITS = Object.entries(BUDGETS.maxLcpMs)
  .map(([kind, ms]) => `${(ms / 1000).toFixed(1)} s en ${KIND_NAMES[kind as PageKind]}`)
  .join(', ');

/** The report as Markdown: the table of medians, the shared JavaScript floor and the budgets. */
export function formatMarkdownReport(report: BenchReport): string {
  const lines = [
    `# Banco de rendimiento (${report.createdAt})`,
    '',
    `Lighthouse ${report.lighthouseVersion}, móvil con throttling simulado, CPU ` +
      `${report.cpuSlowdown}× más lenta${report.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? ' (predeterminado)' : ''}, ` +
      `${report.runsPerPage} corridas por página; cada cifra es la mediana de sus corridas.`,
    `Navegador: ${report.userAgent}`,
    '',
    '| Página | Rendimiento | Cada corrida | Índice de CPU | Accesibilidad | Buenas prácticas | SEO | FCP (s) | LCP (s) | TBT (ms) | CLS | Tiempo muerto (ms) | Bytes totales (KB) | HTML (KB / gzip) | Carga RSC en el HTML (KB) | JS 1.ª carga (KB gzip) | JS propio (KB gzip) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...report.pages.map((page) => formatRow(page)),
    ...(report.baseline ? [formatRow(report.baseline, BASELINE_LABEL)] : []),
    ...(report.articleBaseline ? [formatRow(report.articleBaseline, ARTICLE_BASELINE_LABEL)] : []),
    ...(report.astroArticle ? [formatRow(report.astroArticle, ASTRO_ARTICLE_LABEL)] : []),
    ...(report.baseline ? describeBaseline(report, report.baseline) : []),
    '',
    '«Cada corrida» da el rendimiento de cada corrida y «Índice de CPU» el `benchmarkIndex` que ' +
      'Lighthouse midió en cada una (más bajo: máquina más lenta u ocupada).',
    '',
    '«Tiempo muerto» va de la primera pintura con contenido a la hidratación (el primer commit ' +
      'de React), en Chromium con la CPU 4× más lenta, 150 ms de ida y vuelta y 1.6 Mbps, ' +
      'mediana de las corridas: lo que un teléfono pasa viendo la página antes de que React la ' +
      'tome. En ese lapso los enlaces, el menú móvil y las preguntas frecuentes ya funcionan; ' +
      'lo escrito en un buscador cuenta al hidratar.',
    '',
    '«HTML» es el documento que descarga cada página; «Carga RSC en el HTML», la parte de él que ' +
      'son datos de React Server Components escritos en la página (sin comprimir).',
    '',
    `JavaScript compartido por todas las páginas (el piso: lo que cargan todas salvo la 404): ` +
      `${formatKb(report.floorJsGzipBytes)} KB gzip. «JS propio» es lo que cada página carga además.`,
    '',
    `Presupuestos: rendimiento ${BUDGETS.minPerformance} en cada página salvo la 404 y TBT ≤ ` +
      `${BUDGETS.maxTbtMs} ms con la CPU hasta ${DEFAULT_CPU_SLOWDOWN}× más lenta (más lenta, solo ` +
      `frente a la referencia); nunca menor rendimiento ni más TBT que su referencia (más ` +
      `${BUDGETS.maxTbtOverReferenceMs} ms de ruido); accesibilidad, buenas prácticas y SEO = ` +
      `${BUDGETS.minOtherCategories}; CLS = ${BUDGETS.maxCls}; ` +
      `LCP ≤ ${LCP_LIMITS}, y en un artículo ≤ ${BUDGETS.maxArticleLcpOverAstro}× el del ` +
      `artículo en Astro; piso ≤ referencia + ${BUDGETS.maxFloorOverFrameworkKb} KB; JS propio ` +
      `≤ ${BUDGETS.maxOwnJsKb.home} KB en la página de inicio y ≤ ${BUDGETS.maxOwnJsKb.article} ` +
      `KB en un artículo, la página de un servicio o un caso; HTML de cada una de ellas ≤ ` +
      `${BUDGETS.maxDocumentKb.article} KB gzip.`,
    '',
    ...(report.failures.length === 0
      ? ['Todos los presupuestos se cumplen.']
      : ['Presupuestos incumplidos:', ...report.failures.map((failure) => `- ${failure}`)]),
    ...formatLcpPaths(report),
  ];
  return `${lines.join('\n')}\n`;
}

/** The LCP paths of the articles' first runs, the site's beside Astro's, when they were saved. */
function formatLcpPaths(report: BenchReport): string[] {
  const articles = [
    ...report.pages.map((page) => ({ label: page.route, page })),
    ...(report.articleBaseline
      ? [{ label: ARTICLE_BASELINE_LABEL, page: report.articleBaseline }]
      : []),
    ...(report.astroArticle ? [{ label: ASTRO_ARTICLE_LABEL, page: report.astroArticle }] : []),
  ].flatMap(({ label, page }) => (page.lcpPath ? [formatLcpPath(label, page.lcpPath)] : []));
  if (articles.length === 0) return [];
  return [
    '',
    '## Lo que espera el LCP simulado de un artículo',
    '',
    'Con throttling simulado Lighthouse no cronometra la página: vuelve a jugar, en una red modelo ' +
      '(150 ms de ida y vuelta, 1.6 Mbps, arranque lento de TCP: una conexión nueva lleva unos ' +
      '14 KB en su primera vuelta; HTTP/1.1, una petición a la vez por conexión) y con la CPU ' +
      'más lenta, el documento y las peticiones y tareas que terminaron antes del LCP de una carga ' +
      'sin throttling, y toma como LCP el final de la última, promediando una simulación optimista ' +
      'y una pesimista. Cada tabla es la primera corrida: cuándo empieza y termina cada petición en ' +
      'cada simulación (ms simulados). Las imágenes de baja prioridad no cuentan para el LCP.',
    '',
    ...articles.flat(),
  ];
}
