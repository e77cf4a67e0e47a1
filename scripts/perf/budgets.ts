/** What a page is for the budgets: the home page and articles have a JavaScript allowance. */
export type PageKind = 'home' | 'article' | 'page';

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
};

export const BUDGETS = {
  minPerformance: 98,
  minOtherCategories: 100,
  maxCls: 0,
  maxLcpMs: 1500,
  /** First-load JavaScript over the floor, in gzip kilobytes, for the kinds that have a limit. */
  maxOwnJsKb: { home: 20, article: 5 } as Partial<Record<PageKind, number>>,
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

/** Every budget a page misses, each message naming the page, the figure and the limit. */
export function findBudgetFailures(pages: readonly PageResult[]): string[] {
  return pages.flatMap(({ route, kind, lighthouse: lh, ownJsGzipBytes }) => {
    const failures: string[] = [];
    if (lh.performance < BUDGETS.minPerformance) {
      failures.push(`${route}: rendimiento ${lh.performance} < ${BUDGETS.minPerformance}`);
    }
    const categories = [
      ['accesibilidad', lh.accessibility],
      ['buenas prácticas', lh.bestPractices],
      ['SEO', lh.seo],
    ] as const;
    for (const [name, score] of categories) {
      if (score < BUDGETS.minOtherCategories) {
        failures.push(`${route}: ${name} ${score} < ${BUDGETS.minOtherCategories}`);
      }
    }
    if (lh.cls > BUDGETS.maxCls) failures.push(`${route}: CLS ${lh.cls} > ${BUDGETS.maxCls}`);
    if (lh.lcpMs > BUDGETS.maxLcpMs) {
      failures.push(`${route}: LCP ${Math.round(lh.lcpMs)} ms > ${BUDGETS.maxLcpMs} ms`);
    }
    const maxOwnJsKb = BUDGETS.maxOwnJsKb[kind];
    const ownJsKb = ownJsGzipBytes / 1024;
    if (maxOwnJsKb !== undefined && ownJsKb > maxOwnJsKb) {
      failures.push(
        `${route}: JS propio ${ownJsKb.toFixed(1)} KB gzip > ${maxOwnJsKb} KB sobre el piso`,
      );
    }
    return failures;
  });
}
