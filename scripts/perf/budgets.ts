/**
 * What a page is for the budgets: the home page, an article, a service's page, a case and the
 * blog list have LCP and JavaScript limits of their own; the 404 page is measured but has no
 * performance budget.
 */
export type PageKind = 'home' | 'article' | 'service' | 'case' | 'listing' | 'page' | 'not-found';

/** The figures of one Lighthouse run; category scores go from 0 to 100. */
export type RunMetrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
};

/** One measured page: the median of its Lighthouse runs and its own first-load JavaScript. */
export type PageResult = {
  route: string;
  kind: PageKind;
  lighthouse: RunMetrics;
  ownJsGzipBytes: number;
  /** The page's HTML document, gzip. */
  htmlGzipBytes: number;
};

/** Lighthouse's own phone: the CPU slowdown its mobile profile simulates. */
export const DEFAULT_CPU_SLOWDOWN = 4;

export const BUDGETS = {
  /**
   * Every measured page but the 404 page; never below the bare Next.js reference either (the
   * same article in bare Next.js for a long text, the page with no content for the others).
   * The score of 100 and `maxTbtMs` are set for Lighthouse's own phone (or a faster one); on a
   * slower one (`--cpu-slowdown` over 4) bare Next.js itself misses them, and a page is held to
   * its reference.
   */
  minPerformance: 100,
  minOtherCategories: 100,
  maxCls: 0,
  maxTbtMs: 50,
  /** LCP in milliseconds, for the kinds that have a limit. */
  maxLcpMs: { home: 1900, article: 1600, service: 1600, case: 1600, listing: 1600 } as Partial<
    Record<PageKind, number>
  >,
  /**
   * First-load JavaScript over the floor, in gzip kilobytes, for the kinds that have a limit: a
   * service's page and a case are as light as an article.
   */
  maxOwnJsKb: { home: 20, article: 1, service: 1, case: 1 } as Partial<Record<PageKind, number>>,
  /**
   * The HTML document, in gzip kilobytes, for the kinds that have a limit. It carries its first
   * paint's CSS (at most 8 KB gzip, scripts/perf/blocking-css.ts) and is all that holds the paint
   * back: 18 KB of HTML and 19–20 KB of stylesheets did before.
   */
  maxDocumentKb: { article: 26, service: 26, case: 26 } as Partial<Record<PageKind, number>>,
  /** The shared floor over a bare Next.js page, in gzip kilobytes. */
  maxFloorOverFrameworkKb: 6,
  /** Below this the reference row shows a busy machine: the run's figures are not usable. */
  minReferencePerformance: 97,
  /**
   * How far a page's TBT may pass the reference's in the same run: the spread of the reference's
   * own median TBT between runs on this machine (139–323 ms single runs; medians 150, 256 and
   * 265 ms on 2026-11-27, CPU index 1 074–2 133), so a page over it is slower than the framework
   * alone, not the machine's noise.
   */
  maxTbtOverReferenceMs: 120,
  /**
   * An article's LCP over that of the same article built by Astro in the same run (a plain Astro
   * blog post: scripts/perf/astro-baseline.ts). Held on any phone: both are measured on the same.
   */
  maxArticleLcpOverAstro: 1.1,
} as const;

/** The median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Each figure is the median of that figure over the runs, independently of the others. */
export function summarizeRuns(runs: readonly RunMetrics[]): RunMetrics {
  const of = (key: keyof RunMetrics) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    totalBytes: of('totalBytes'),
  };
}

/** The reference rows and the shared floor, when the bench measured them. */
export type ReferenceResult = {
  /** The bare Next.js page with no content: the reference of every page but a long text. */
  performance: number;
  tbtMs: number;
  /** First-load JavaScript of the bare Next.js page. */
  frameworkJsGzipBytes: number;
  floorJsGzipBytes: number;
  /** The bench's article in bare Next.js: the reference of an article, a service and a case. */
  article?: { performance: number; tbtMs: number };
  /** The bench's article built by Astro: the LCP an article is held to. */
  astroArticle?: { lcpMs: number };
};

/** The kinds of page made of a long text, which bare Next.js writing the same article measures. */
const LONG_TEXT_KINDS: readonly PageKind[] = ['article', 'service', 'case'];

/** The reference a page of `kind` is held to, and how a failure names it. */
function referenceFor(kind: PageKind, reference: ReferenceResult) {
  return reference.article && LONG_TEXT_KINDS.includes(kind)
    ? { ...reference.article, name: 'del artículo en Next.js' }
    : { performance: reference.performance, tbtMs: reference.tbtMs, name: 'de la referencia' };
}

/**
 * Every budget a page misses, each message naming the page, the figure and the limit. On a phone
 * slower than Lighthouse's own, the score of 100 and the TBT limit do not apply: the page is held
 * to its reference of the same run.
 */
export function findBudgetFailures(
  pages: readonly PageResult[],
  reference: ReferenceResult | null = null,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): string[] {
  const slowerPhone = cpuSlowdown > DEFAULT_CPU_SLOWDOWN;
  const pageFailures = pages.flatMap(
    ({ route, kind, lighthouse: lh, ownJsGzipBytes, htmlGzipBytes }) => {
      const failures: string[] = [];
      if (!slowerPhone && kind !== 'not-found' && lh.performance < BUDGETS.minPerformance) {
        failures.push(`${route}: rendimiento ${lh.performance} < ${BUDGETS.minPerformance}`);
      }
      const against = reference && referenceFor(kind, reference);
      if (against && lh.performance < against.performance) {
        failures.push(
          `${route}: rendimiento ${lh.performance} < ${against.performance} ${against.name}`,
        );
      }
      // The 404 page is `noindex` on purpose: Lighthouse's SEO score counts that against it.
      const categories = [
        ['accesibilidad', lh.accessibility],
        ['buenas prácticas', lh.bestPractices],
        ...(kind === 'not-found' ? [] : ([['SEO', lh.seo]] as const)),
      ] as const;
      for (const [name, score] of categories) {
        if (score < BUDGETS.minOtherCategories) {
          failures.push(`${route}: ${name} ${score} < ${BUDGETS.minOtherCategories}`);
        }
      }
      if (lh.cls > BUDGETS.maxCls) failures.push(`${route}: CLS ${lh.cls} > ${BUDGETS.maxCls}`);
      const maxLcpMs = BUDGETS.maxLcpMs[kind];
      if (maxLcpMs !== undefined && lh.lcpMs > maxLcpMs) {
        failures.push(`${route}: LCP ${Math.round(lh.lcpMs)} ms > ${maxLcpMs} ms`);
      }
      const astroLcpMs = kind === 'article' ? reference?.astroArticle?.lcpMs : undefined;
      if (astroLcpMs !== undefined && lh.lcpMs > BUDGETS.maxArticleLcpOverAstro * astroLcpMs) {
        failures.push(
          `${route}: LCP ${Math.round(lh.lcpMs)} ms, ${(lh.lcpMs / astroLcpMs).toFixed(2)}× los ` +
            `${Math.round(astroLcpMs)} ms del artículo en Astro > ${BUDGETS.maxArticleLcpOverAstro}×`,
        );
      }
      if (!slowerPhone && lh.tbtMs > BUDGETS.maxTbtMs) {
        failures.push(`${route}: TBT ${Math.round(lh.tbtMs)} ms > ${BUDGETS.maxTbtMs} ms`);
      }
      if (against && lh.tbtMs > against.tbtMs + BUDGETS.maxTbtOverReferenceMs) {
        failures.push(
          `${route}: TBT ${Math.round(lh.tbtMs)} ms > ${Math.round(against.tbtMs)} ms ` +
            `${against.name} + ${BUDGETS.maxTbtOverReferenceMs} ms de ruido`,
        );
      }
      const maxOwnJsKb = BUDGETS.maxOwnJsKb[kind];
      const ownJsKb = ownJsGzipBytes / 1024;
      if (maxOwnJsKb !== undefined && ownJsKb > maxOwnJsKb) {
        failures.push(
          `${route}: JS propio ${ownJsKb.toFixed(1)} KB gzip > ${maxOwnJsKb} KB sobre el piso`,
        );
      }
      const maxDocumentKb = BUDGETS.maxDocumentKb[kind];
      const documentKb = htmlGzipBytes / 1024;
      if (maxDocumentKb !== undefined && documentKb > maxDocumentKb) {
        failures.push(`${route}: HTML ${documentKb.toFixed(1)} KB gzip > ${maxDocumentKb} KB`);
      }
      return failures;
    },
  );
  if (!reference) return pageFailures;
  const floorOverKb = (reference.floorJsGzipBytes - reference.frameworkJsGzipBytes) / 1024;
  return floorOverKb > BUDGETS.maxFloorOverFrameworkKb
    ? [
        ...pageFailures,
        `piso: ${floorOverKb.toFixed(1)} KB gzip sobre Next.js sin contenido > ` +
          `${BUDGETS.maxFloorOverFrameworkKb} KB`,
      ]
    : pageFailures;
}

/**
 * Whether the reference row shows a machine too busy for the figures to mean anything: not judged
 * on a phone slower than Lighthouse's own, where the reference's score falls by design.
 */
export function isReferenceTooSlow(
  referencePerformance: number,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): boolean {
  return (
    cpuSlowdown <= DEFAULT_CPU_SLOWDOWN && referencePerformance < BUDGETS.minReferencePerformance
  );
}
