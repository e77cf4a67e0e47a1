import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { listBlockingStylesheets, listInlineStyles } from '../deploy/critical-styles';
import { parseScriptLoader } from '../deploy/deferred-scripts';
import { listExportedPages } from '../deploy/exported-pages';
import { isStaffRoute } from '../lib/site/staff-paths';
import { listPageScripts } from '../scripts/perf/first-load-js';
import { expect, test, waitForHydration } from './fixtures';

const OUT_DIR = path.resolve(__dirname, '..', 'out');
const pages = listExportedPages(OUT_DIR).map((page) => ({
  ...page,
  html: readFileSync(page.file, 'utf8'),
}));

/** The framework's stylesheets a page hands its loader, in order. */
const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<script>([^<]*)<\/script>/g)].flatMap(
    (match) => parseScriptLoader(match[1] ?? '')?.adopted ?? [],
  );

/** The CSS modules (Turbopack's six-character prefix) whose classes a text names. */
const modulesIn = (text: string) =>
  new Set([...text.matchAll(/\b([\w-]{6})_[A-Za-z][\w-]*/g)].map((match) => match[1] ?? ''));

test.describe('each page paints with only its own styles', () => {
  test('no page holds its first paint for a stylesheet, and each writes at most 8 KB gzip of CSS', () => {
    for (const { uri, html } of pages) {
      expect(listBlockingStylesheets(html), `out${uri}`).toEqual([]);
      const inline = gzipSync(listInlineStyles(html).join('')).length;
      expect(inline, `out${uri}`).toBeLessThanOrEqual(8 * 1024);
    }
  });

  test('public pages load no staff or client-panel styles, staff pages no public sections', () => {
    // Each group's modules: the ones its pages draw (in their HTML) or can draw (in their
    // scripts); a module only another group draws must not be in a group's stylesheets.
    const groupOf = (route: string) =>
      isStaffRoute(route)
        ? 'equipo'
        : /^\/(panel-cliente|login-cliente)/.test(route)
          ? 'clientes'
          : 'sitio';
    const drawn = new Map<string, Set<string>>();
    const loaded = pages.map(({ route, html }) => {
      const scripts = listPageScripts(html)
        .map((src) => readFileSync(path.join(OUT_DIR, src), 'utf8'))
        .join('\n');
      const group = groupOf(route);
      const modules = drawn.get(group) ?? new Set<string>();
      for (const name of modulesIn(`${html}\n${scripts}`)) modules.add(name);
      drawn.set(group, modules);
      const css = stylesheetsOf(html)
        .map((href) => readFileSync(path.join(OUT_DIR, href), 'utf8'))
        .join('');
      return {
        route,
        group,
        css: new Set([...css.matchAll(/\.([\w-]{6})_[A-Za-z]/g)].map((m) => m[1])),
      };
    });
    for (const { route, group, css } of loaded) {
      const own = drawn.get(group) ?? new Set<string>();
      const foreign = [...drawn.entries()]
        .filter(([other]) => other !== group)
        .flatMap(([, modules]) => [...modules].filter((name) => !own.has(name)));
      expect(
        foreign.filter((name) => css.has(name)),
        `${route} carga estilos que solo dibujan otras áreas`,
      ).toEqual([]);
    }
  });
});

/**
 * Every computed style of every element of the page (and of its `::before` and `::after`), one
 * line per element: what the page looks like, without the timing of a screenshot.
 */
async function computedStyles(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element, index) =>
      [null, '::before', '::after'].map((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        // Custom properties come in the order the stylesheets declared them: only values count.
        const values = Array.from(
          style,
          (property) => `${property}:${style.getPropertyValue(property)}`,
        );
        return `${index} ${element.tagName.toLowerCase()}${pseudo ?? ''} ${values.sort().join(';')}`;
      }),
    ),
  );
}

for (const colorScheme of ['light', 'dark'] as const)
  for (const route of ['/', '/blog', '/cache-navegador', '/servicios/asesoria-seo'])
    test(`${route} in its first paint looks as with its stylesheets (${colorScheme})`, async ({
      browser,
    }, testInfo) => {
      const options = { ...testInfo.project.use, colorScheme, javaScriptEnabled: false };
      // Without scripts a browser loads the stylesheets of the <noscript>: the whole CSS.
      const whole = await browser.newContext(options);
      const withStylesheets = await computedStyles(await whole.newPage(), route);
      await whole.close();
      const firstPaint = await browser.newContext(options);
      await firstPaint.route(/\.css$/, (request) => request.abort());
      const withoutStylesheets = await computedStyles(await firstPaint.newPage(), route);
      await firstPaint.close();
      expect(withStylesheets.length).toBeGreaterThan(500);
      const differences = withoutStylesheets.filter(
        (line, index) => line !== withStylesheets[index],
      );
      expect(differences.map((line) => line.slice(0, 300)).slice(0, 3)).toEqual([]);
    });

test('React adopts the framework stylesheets instead of loading them again', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.css')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/cache-navegador');
  await waitForHydration(page);
  const html = pages.find((candidate) => candidate.route === '/cache-navegador')?.html ?? '';
  const adopted = stylesheetsOf(html);
  expect(adopted.length).toBeGreaterThan(0);
  expect(requested.filter((href) => adopted.includes(href))).toEqual([]);
  expect(requested.some((href) => /\/resto-[\w-]+\.css$/.test(href))).toBe(true);
  await expect(page.locator('link[href*="/resto-"]')).toHaveCount(1);
});
