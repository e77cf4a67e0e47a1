import type { RunMetrics } from '@/scripts/perf/budgets';
import { formatMarkdownReport, type BenchReport } from '@/scripts/perf/report';

const metrics: RunMetrics = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1234,
  tbtMs: 42.4,
  cls: 0,
  speedIndexMs: 1000,
  totalBytes: 204_800,
};

const homePage = {
  route: '/',
  kind: 'home' as const,
  lighthouse: metrics,
  runs: [metrics, metrics, metrics],
  benchmarkIndexes: [1000, 1000, 1000],
  deadTimeMs: 640.2,
  weight: {
    route: '/',
    jsGzipBytes: 104_448,
    ownJsGzipBytes: 2048,
    htmlBytes: 51_200,
    htmlGzipBytes: 10_240,
    inlinePayloadBytes: 20_480,
  },
};

const report = (
  failures: string[],
  baseline: BenchReport['baseline'] = null,
  articleBaseline: BenchReport['articleBaseline'] = null,
  astroArticle: BenchReport['astroArticle'] = null,
): BenchReport => ({
  createdAt: '2026-01-01T00:00:00.000Z',
  cpuSlowdown: 4,
  lighthouseVersion: '12.8.2',
  userAgent: 'Chromium',
  runsPerPage: 3,
  floorJsGzipBytes: 102_400,
  pages: [homePage],
  baseline,
  articleBaseline,
  astroArticle,
  failures,
});

describe('formatMarkdownReport', () => {
  it('has one table row per page with its medians, HTML and JavaScript, and the floor', () => {
    const markdown = formatMarkdownReport(report([]));
    expect(markdown).toContain(
      '| / | 99 | 99 · 99 · 99 | 1000 · 1000 · 1000 | 100 | 100 | 100 | 0.90 | 1.23 | 42 | 0.000 | 640 | 200.0 | 50.0 / 10.0 | 20.0 | 102.0 | +2.0 |',
    );
    expect(markdown).toContain('(el piso: lo que cargan todas salvo la 404): 100.0 KB gzip');
    expect(markdown).toContain('Todos los presupuestos se cumplen.');
  });

  it('adds the framework reference as a last row and warns when it shows a busy machine', () => {
    const slow = { ...metrics, performance: 93, tbtMs: 250 };
    const markdown = formatMarkdownReport(
      report([], {
        ...homePage,
        lighthouse: slow,
        runs: [slow],
        benchmarkIndexes: [1234.5],
        deadTimeMs: 512.4,
      }),
    );
    expect(markdown).toContain(
      '| Referencia: Next.js sin contenido | 93 | 93 | 1235 | 100 | 100 | 100 | 0.90 | 1.23 | 250 | 0.000 | 512 |',
    );
    expect(markdown).toContain(
      'obtuvo 93 < 97: la máquina estaba ocupada y estas cifras no sirven',
    );
    const calm = formatMarkdownReport(report([], homePage));
    expect(calm).toContain('es una página de la misma versión de Next.js');
    expect(calm).not.toContain('Aviso:');
    expect(formatMarkdownReport(report([]))).not.toContain('Referencia');
    const slowPhone = { ...report([], { ...homePage, lighthouse: slow }), cpuSlowdown: 10 };
    expect(formatMarkdownReport(slowPhone)).not.toContain('Aviso:');
  });

  it('adds the article written by bare Next.js as a second reference row, and says what it is for', () => {
    const article = { ...metrics, performance: 80, tbtMs: 673 };
    const markdown = formatMarkdownReport(
      report([], homePage, {
        ...homePage,
        route: '/articulo',
        kind: 'article',
        lighthouse: article,
        runs: [article],
        benchmarkIndexes: [1100],
        deadTimeMs: Number.NaN,
      }),
    );
    expect(markdown).toContain(
      '| Referencia: el artículo en Next.js | 80 | 80 | 1100 | 100 | 100 | 100 | 0.90 | 1.23 | 673 | 0.000 | — |',
    );
    expect(markdown).toContain('la referencia de un artículo, la página de un servicio y un caso');
    expect(formatMarkdownReport(report([], homePage))).not.toContain('el artículo en Next.js');
  });

  it('adds the article built by Astro as a reference row, with its document', () => {
    const astro = { ...metrics, performance: 100, lcpMs: 1210, tbtMs: 0 };
    const markdown = formatMarkdownReport(
      report([], homePage, null, {
        ...homePage,
        route: '/articulo',
        kind: 'article',
        lighthouse: astro,
        runs: [astro],
        benchmarkIndexes: [1100],
        deadTimeMs: Number.NaN,
        weight: { ...homePage.weight, route: '/articulo', htmlGzipBytes: 5120 },
      }),
    );
    expect(markdown).toContain(
      '| Artículo en Astro (referencia) | 100 | 100 | 1100 | 100 | 100 | 100 | 0.90 | 1.21 | 0 | 0.000 | — | 200.0 | 50.0 / 5.0 |',
    );
    expect(markdown).toContain('El LCP del artículo del sitio no pasa de 1.1× el suyo.');
    expect(formatMarkdownReport(report([], homePage))).not.toContain('Astro (referencia)');
  });

  it('lists the failed budgets', () => {
    const markdown = formatMarkdownReport(report(['/: LCP 1800 ms > 1500 ms']));
    expect(markdown).toContain('Presupuestos incumplidos:\n- /: LCP 1800 ms > 1500 ms');
  });

  it('ends with what each article’s simulated LCP waited for, the site’s beside Astro’s', () => {
    const document = (url: string, endMs: number, bytes: number) => ({
      kind: 'request' as const,
      url,
      priority: 'VeryHigh',
      startMs: 0,
      endMs,
      bytes,
    });
    const lcpPath = (url: string, endMs: number, bytes: number) => ({
      optimistic: [document(url, endMs, bytes)],
      pessimistic: [
        document(url, endMs, bytes),
        { kind: 'cpu' as const, startMs: endMs, endMs: endMs + 40 },
      ],
    });
    const article = {
      ...homePage,
      route: '/cache-navegador',
      kind: 'article' as const,
      lcpPath: lcpPath('http://localhost:1/cache-navegador', 757, 21_800),
    };
    const astro = {
      ...article,
      route: '/articulo',
      lcpPath: lcpPath('http://localhost:2/articulo', 604, 6_350),
    };
    const markdown = formatMarkdownReport({
      ...report([], homePage, null, astro),
      pages: [homePage, article],
    });

    const section = markdown.slice(
      markdown.indexOf('## Lo que espera el LCP simulado de un artículo'),
    );
    expect(section).toContain('### /cache-navegador\n');
    expect(section).toContain('| /cache-navegador | 21.3 | 0–757 | 0–757 |');
    expect(section).toContain('| **Fin (LCP de cada simulación)** | | **757** | **797** |');
    expect(section).toContain('### Artículo en Astro (referencia)\n');
    expect(section).toContain('| /articulo | 6.2 | 0–604 | 0–604 |');
    expect(markdown.indexOf('Presupuestos:')).toBeLessThan(markdown.indexOf('## Lo que espera'));
    expect(formatMarkdownReport(report([]))).not.toContain('Lo que espera el LCP');
  });
});
