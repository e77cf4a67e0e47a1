import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expectNoWcagViolationsInEitherScheme,
  findControlsHiddenWhenFocused,
  passRevealDelay,
} from './accessibility';
import { expect, isMobileProject, test } from './fixtures';
import {
  findControlsStuckUnderFloatingElements,
  findPicturesWithBoxes,
  PHONE_SCREENS,
} from './layout-checks';
import {
  exportedHtmlFiles,
  exportedRoutes,
  isStaffRoute,
  openRoute,
  SESSION_PROBES,
} from './routes';
import { expectTrailingSlashRule } from './trailing-slash';

const routes = exportedRoutes();

/** axe in both colour schemes, then the focus check axe cannot make (WCAG 2.4.11). */
async function expectAccessible(page: Page) {
  await expectNoWcagViolationsInEitherScheme(page);
  await test.step('no control is hidden behind the header or floating buttons when focused', async () => {
    expect(await findControlsHiddenWhenFocused(page)).toEqual([]);
  });
}

/** On a phone: no wider than 360 px, and no control stuck under a floating button at any size. */
async function expectFitsPhones(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(async () => {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }).toPass({ timeout: 5_000 });
  for (const screen of PHONE_SCREENS) {
    await page.setViewportSize(screen);
    expect(await findControlsStuckUnderFloatingElements(page), `${screen.width} px`).toEqual([]);
  }
}

test('the export has every route of the site', () => {
  for (const route of [
    '/',
    '/blog',
    '/sobre-nosotros',
    '/politica-privacidad',
    '/politica-cookies',
    '/terminos-uso',
    '/sistema-rifas',
    '/directorio-clientes',
    '/bitso-mx',
    '/login-cliente',
    '/login-cliente/recuperar',
    '/login-cliente/nueva-contrasena',
    '/panel-cliente',
    '/panel-agencia/correos',
    '/panel-agencia/bitacora',
  ]) {
    expect(routes).toContain(route);
  }
});

/**
 * Collects what a page asks of other hosts and the errors it logs, from before it loads. A visitor
 * without a session: the probe's 401 is the one failed resource the page may log.
 */
async function watchRequestsAndErrors(page: Page, baseURL: string | undefined, route: string) {
  const foreign: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== baseURL) foreign.push(request.url());
  });
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const probe = SESSION_PROBES[route];
  if (probe)
    await page.route(`**${probe}`, (request) =>
      request.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":"Sin sesión."}',
      }),
    );
  const expectedErrors = probe ? [expect.stringMatching(/status of 401/)] : [];
  return { foreign, errors, expectedErrors };
}

/** A title, a description, one h1, and new-tab links that cannot reach back into the page. */
async function expectHeadAndSafeLinks(page: Page) {
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{50,}$/s);
  await expect(page.locator('h1')).toHaveCount(1);
  for (const rel of await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('rel') ?? ''))) {
    expect(rel.split(/\s+/)).toContain('noopener');
  }
}

for (const route of routes) {
  // One load for every check of the page at rest: axe is most of the time, the load a second.
  test(`route ${route}: has a title, a description, one h1 and only safe new-tab links; no WCAG 2.2 AA violations in either colour scheme, with the footer and floating buttons shown where it has them; adds no box for a picture; on a phone, is no wider than 360 px and leaves no control stuck under a floating button; requests nothing from other hosts and logs no errors`, async ({
    page,
    baseURL,
  }, testInfo) => {
    // Two runs of axe on one load.
    test.slow();
    const watched = await watchRequestsAndErrors(page, baseURL, route);
    await page.clock.install();
    await openRoute(page, route);
    await expectHeadAndSafeLinks(page);
    await passRevealDelay(page);
    if (!isStaffRoute(route)) {
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toBeVisible();
    }
    await expectAccessible(page);
    expect(await findPicturesWithBoxes(page)).toEqual([]);
    if (isMobileProject(testInfo.project.name)) await expectFitsPhones(page);
    // Whatever the page still had waiting (the visit count, the consent banner's code) has run.
    await page.clock.runFor(10_000);
    await page.waitForLoadState('networkidle');
    expect(watched.foreign).toEqual([]);
    // A staff page asks for its session once hydrated, which may come after the network idles.
    await expect.poll(() => watched.errors).toEqual(watched.expectedErrors);
  });
}

test('an address written with a trailing slash is redirected to the page, as _redirects says', async ({
  request,
}) => {
  test.skip(
    isMobileProject(test.info().project.name),
    'una vez basta: es el servidor, no la página',
  );
  await expectTrailingSlashRule(request);
});

test('an unknown address answers 404 with a page that has no WCAG 2.2 AA violations in either colour scheme', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await passRevealDelay(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('no internal link or #fragment is broken', async ({ page, request }) => {
  test.skip(test.info().project.name !== 'desktop', 'the same HTML for both sizes');
  test.setTimeout(120_000);
  const idsByPath = new Map<string, Set<string>>();
  const links = new Map<string, string>();
  for (const route of routes) {
    await openRoute(page, route);
    const found = await page.evaluate(() => ({
      ids: Array.from(document.querySelectorAll('[id]'), (el) => el.id),
      hrefs: Array.from(document.querySelectorAll('a[href]'), (a) => (a as HTMLAnchorElement).href),
    }));
    idsByPath.set(route, new Set(found.ids));
    for (const href of found.hrefs) links.set(href, route);
  }
  const origin = new URL(page.url()).origin;
  const internal = [...links]
    .map(([href, from]) => ({ url: new URL(href), href, from }))
    .filter(({ url }) => url.origin === origin);
  // Each address once, whatever #fragments its links name.
  const statuses = new Map<string, Promise<number>>();
  const statusOf = (address: string) => {
    const asked = statuses.get(address) ?? request.get(address).then((answer) => answer.status());
    statuses.set(address, asked);
    return asked;
  };
  const problems = await Promise.all(
    internal.map(async ({ url, href, from }) => {
      const status = await statusOf(url.pathname + url.search);
      if (status < 200 || status > 299) return `${from} → ${href} (${status})`;
      const ids = url.hash ? idsByPath.get(url.pathname) : undefined;
      const id = decodeURIComponent(url.hash.slice(1));
      return ids && !ids.has(id) ? `${from} → ${href} (no #${id})` : '';
    }),
  );
  expect(problems.filter(Boolean)).toEqual([]);
});

test('every share preview and feed enclosure is a 1200×630 JPEG under 300 KB', async ({
  request,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the same files for both sizes');
  const images = new Map<string, string>();
  for (const file of exportedHtmlFiles()) {
    const html = readFileSync(file, 'utf8');
    for (const [, url] of html.matchAll(
      /<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g,
    ))
      if (url) images.set(new URL(url).pathname, file);
  }
  const feed = await (await request.get('/rss.xml')).text();
  const enclosures = [...feed.matchAll(/<enclosure url="([^"]+)" type="([^"]+)" length="(\d+)"/g)];
  expect(enclosures.length).toBeGreaterThan(0);
  for (const [, url = '', type, length] of enclosures) {
    expect(type).toBe('image/jpeg');
    const body = await (await request.get(new URL(url).pathname)).body();
    expect(body.length, url).toBe(Number(length));
    images.set(new URL(url).pathname, '/rss.xml');
  }
  expect(images.size).toBeGreaterThan(1);
  for (const [image, from] of images) {
    const response = await request.get(image);
    expect(response.status(), `${from} → ${image}`).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/jpeg');
    const body = await response.body();
    expect(body.length, image).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(body).metadata(), image).toMatchObject({ width: 1200, height: 630 });
  }
});
