import {
  BUDGETS,
  findBudgetFailures,
  isReferenceTooSlow,
  median,
  summarizeRuns,
  type PageResult,
  type ReferenceResult,
  type RunMetrics,
} from '@/scripts/perf/budgets';

const perfectRun: RunMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 30,
  cls: 0,
  speedIndexMs: 1000,
  totalBytes: 300_000,
};

const page = (overrides: Partial<PageResult> = {}, lighthouse: Partial<RunMetrics> = {}) => ({
  route: '/',
  kind: 'home' as const,
  ownJsGzipBytes: 2048,
  htmlGzipBytes: 12 * 1024,
  ...overrides,
  lighthouse: { ...perfectRun, ...lighthouse },
});

/** A reference whose floor sits 5 KB over bare Next.js, within the budget. */
const reference = (overrides: Partial<ReferenceResult>): ReferenceResult => ({
  performance: 90,
  tbtMs: 300,
  frameworkJsGzipBytes: 130 * 1024,
  floorJsGzipBytes: 135 * 1024,
  ...overrides,
});

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([97, 100, 92])).toBe(97);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('empty');
  });
});

describe('summarizeRuns', () => {
  it('takes the median of each figure on its own', () => {
    const runs = [
      { ...perfectRun, performance: 90, tbtMs: 10 },
      { ...perfectRun, performance: 99, tbtMs: 400 },
      { ...perfectRun, performance: 95, tbtMs: 50 },
    ];
    expect(summarizeRuns(runs)).toMatchObject({ performance: 95, tbtMs: 50, lcpMs: 1200 });
  });
});

describe('findBudgetFailures', () => {
  it('passes a page within every budget', () => {
    expect(findBudgetFailures([page()])).toEqual([]);
  });

  it('names the page and the figure of each failed budget', () => {
    const failures = findBudgetFailures([
      page(
        { route: '/blog', kind: 'listing' },
        { performance: 97, seo: 92, cls: 0.02, lcpMs: 1800, tbtMs: 80 },
      ),
    ]);
    expect(failures).toEqual([
      `/blog: rendimiento 97 < ${BUDGETS.minPerformance}`,
      '/blog: SEO 92 < 100',
      '/blog: CLS 0.02 > 0',
      '/blog: LCP 1800 ms > 1600 ms',
      '/blog: TBT 80 ms > 50 ms',
    ]);
  });

  it('gives the home page 1.9 s of LCP and other pages no LCP limit', () => {
    const failures = findBudgetFailures([
      page({ route: '/', kind: 'home' }, { lcpMs: 1850 }),
      page({ route: '/sobre-nosotros', kind: 'page' }, { lcpMs: 2500 }),
      page({ route: '/un-articulo', kind: 'article', ownJsGzipBytes: 0 }, { lcpMs: 1650 }),
    ]);
    expect(failures).toEqual(['/un-articulo: LCP 1650 ms > 1600 ms']);
  });

  it('measures the 404 page without a performance or SEO budget (it is noindex), but with the rest', () => {
    const failures = findBudgetFailures([
      page({ route: '/404', kind: 'not-found' }, { performance: 90, accessibility: 95, seo: 66 }),
    ]);
    expect(failures).toEqual(['/404: accesibilidad 95 < 100']);
  });

  it('limits the own JavaScript of an article to 1 KB and of the home page to 20 KB', () => {
    const failures = findBudgetFailures([
      page({ route: '/un-articulo', kind: 'article', ownJsGzipBytes: 1.5 * 1024 }),
      page({ route: '/', kind: 'home', ownJsGzipBytes: 19 * 1024 }),
      page({ route: '/sistema-rifas', kind: 'page', ownJsGzipBytes: 60 * 1024 }),
    ]);
    expect(failures).toEqual(['/un-articulo: JS propio 1.5 KB gzip > 1 KB sobre el piso']);
  });

  it("limits an article's HTML document, and no other kind's", () => {
    const failures = findBudgetFailures([
      page({
        route: '/un-articulo',
        kind: 'article',
        ownJsGzipBytes: 0,
        htmlGzipBytes: 26.5 * 1024,
      }),
      page({
        route: '/otro-articulo',
        kind: 'article',
        ownJsGzipBytes: 0,
        htmlGzipBytes: 26 * 1024,
      }),
      page({ route: '/politica-privacidad', kind: 'page', htmlGzipBytes: 30 * 1024 }),
    ]);
    expect(failures).toEqual(['/un-articulo: HTML 26.5 KB gzip > 26 KB']);
  });

  it('compares every page and the shared floor with the bare Next.js reference', () => {
    const bare = reference({ performance: 100, tbtMs: 0, floorJsGzipBytes: 137 * 1024 });
    expect(
      findBudgetFailures([page({ route: '/404', kind: 'not-found' }, { performance: 99 })], bare),
    ).toEqual([
      '/404: rendimiento 99 < 100 de la referencia',
      'piso: 7.0 KB gzip sobre Next.js sin contenido > 6 KB',
    ]);
    expect(findBudgetFailures([page()], { ...bare, floorJsGzipBytes: 135 * 1024 })).toEqual([]);
  });

  it('refuses a TBT over the reference’s by more than the reference’s own spread', () => {
    const at = (tbtMs: number) =>
      findBudgetFailures([page({}, { tbtMs, performance: 100 })], reference({})).filter((failure) =>
        failure.includes('de ruido'),
      );
    expect(at(420)).toEqual([]);
    expect(at(421)).toEqual(['/: TBT 421 ms > 300 ms de la referencia + 120 ms de ruido']);
  });

  it('on a phone slower than Lighthouse’s own, holds a page to its reference only', () => {
    const slow = reference({ performance: 88, tbtMs: 420 });
    const slowPhone = (lighthouse: Partial<RunMetrics>) =>
      findBudgetFailures([page({}, lighthouse)], slow, 10);
    expect(slowPhone({ performance: 93, tbtMs: 300 })).toEqual([]);
    expect(slowPhone({ performance: 87, tbtMs: 541 })).toEqual([
      '/: rendimiento 87 < 88 de la referencia',
      '/: TBT 541 ms > 420 ms de la referencia + 120 ms de ruido',
    ]);
    for (const cpuSlowdown of [4, 2])
      expect(
        findBudgetFailures([page({}, { performance: 93, tbtMs: 300 })], slow, cpuSlowdown),
      ).toEqual(['/: rendimiento 93 < 100', '/: TBT 300 ms > 50 ms']);
  });
});

describe('the reference of a long text', () => {
  const withArticle = reference({ article: { performance: 80, tbtMs: 700 } });
  const failuresOf = (kind: PageResult['kind'], lighthouse: Partial<RunMetrics>) =>
    findBudgetFailures([page({ route: '/x', kind }, lighthouse)], withArticle).filter(
      (failure) => failure.includes('referencia') || failure.includes('en Next.js'),
    );

  it('holds an article, a service and a case to the same article in bare Next.js', () => {
    for (const kind of ['article', 'service', 'case'] as const) {
      expect(failuresOf(kind, { performance: 85, tbtMs: 820 })).toEqual([]);
      expect(failuresOf(kind, { performance: 79, tbtMs: 821 })).toEqual([
        '/x: rendimiento 79 < 80 del artículo en Next.js',
        '/x: TBT 821 ms > 700 ms del artículo en Next.js + 120 ms de ruido',
      ]);
    }
  });

  it('holds every other page to the page with no content', () => {
    for (const kind of ['home', 'listing', 'page'] as const) {
      expect(failuresOf(kind, { performance: 85, tbtMs: 500 })).toEqual([
        '/x: rendimiento 85 < 90 de la referencia',
        '/x: TBT 500 ms > 300 ms de la referencia + 120 ms de ruido',
      ]);
    }
  });

  it('holds a long text to the page with no content when the article was not measured', () => {
    const withoutArticle = { ...withArticle, article: undefined };
    expect(
      findBudgetFailures(
        [page({ route: '/x', kind: 'article' }, { performance: 85, tbtMs: 400 })],
        withoutArticle,
      ).filter((failure) => failure.includes('referencia')),
    ).toEqual(['/x: rendimiento 85 < 90 de la referencia']);
  });
});

describe('the article against Astro', () => {
  const withAstro = reference({ performance: 100, tbtMs: 0, astroArticle: { lcpMs: 1000 } });
  const lcpFailures = (kind: PageResult['kind'], lcpMs: number, cpuSlowdown?: number) =>
    findBudgetFailures(
      [page({ route: '/x', kind, ownJsGzipBytes: 0 }, { lcpMs })],
      withAstro,
      cpuSlowdown,
    ).filter((failure) => failure.includes('LCP'));

  it('allows an article up to 1.1× the LCP of the same article built by Astro', () => {
    expect(lcpFailures('article', 1100)).toEqual([]);
    expect(lcpFailures('article', 1150)).toEqual([
      '/x: LCP 1150 ms, 1.15× los 1000 ms del artículo en Astro > 1.1×',
    ]);
  });

  it('holds an article to it on a slower phone too', () => {
    const slowAstro = reference({ astroArticle: { lcpMs: 2000 } });
    const article = page({ route: '/x', kind: 'article', ownJsGzipBytes: 0 }, { lcpMs: 2300 });
    expect(findBudgetFailures([article], slowAstro, 8)).toContain(
      '/x: LCP 2300 ms, 1.15× los 2000 ms del artículo en Astro > 1.1×',
    );
  });

  it('does not hold any other kind of page to it, nor an article when Astro was not measured', () => {
    for (const kind of ['home', 'service', 'case', 'listing', 'page'] as const)
      expect(lcpFailures(kind, 1150)).toEqual([]);
    expect(
      findBudgetFailures(
        [page({ route: '/x', kind: 'article', ownJsGzipBytes: 0 }, { lcpMs: 1500 })],
        reference({ performance: 100, tbtMs: 0 }),
      ),
    ).toEqual([]);
  });
});

describe('isReferenceTooSlow', () => {
  it('flags a reference row below 97 as a busy machine', () => {
    expect(isReferenceTooSlow(96)).toBe(true);
    expect(isReferenceTooSlow(97)).toBe(false);
  });

  it('does not judge the machine on a slower phone, where the reference scores less by design', () => {
    expect(isReferenceTooSlow(90, 10)).toBe(false);
    expect(isReferenceTooSlow(90, 4)).toBe(true);
    expect(isReferenceTooSlow(90, 2)).toBe(true);
  });
});
