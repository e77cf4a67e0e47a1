import { execFileSync } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { loadArticles } from '../lib/blog/articles';
import { getArticlePath } from '../lib/blog/blog';
import { selectShownArticles } from '../lib/blog/publication';
import { getApiUrl } from '../lib/site/api-url';
import { listPageRedirects } from '../lib/site/moved-pages';
import { getMovedPageFile } from '../deploy/moved-page';
import { collectInlineCode } from '../deploy/inline-code';
import {
  buildContentSecurityPolicy,
  CACHE_CONTROL,
  FALLBACK_CONTENT_SECURITY_POLICY,
  getApiOrigin,
  SECURITY_HEADERS,
} from '../deploy/security-headers';
import { nginxPorts } from '../playwright.config';
import { readQueuedLinkToken } from '../__tests__/fixtures/account-links';
import { startNginxSite, type NginxSite } from './nginx-server';
import { OBSERVATORY_VERSION, scanWithObservatory } from './observatory';
import { exportedRoutes, isStaffRoute, SESSION_PROBES } from './routes';
import { expectTrailingSlashRule } from './trailing-slash';

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
  }
}

let site: NginxSite;
test.beforeAll(async () => {
  site = await startNginxSite(nginxPorts);
});
test.afterAll(async () => {
  await site?.stop();
});

const apiOrigin = getApiOrigin(getApiUrl());

/** Collects CSP violations and console errors from the page's first byte on. */
async function watchPage(page: Page) {
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation?.(
        `${event.effectiveDirective} bloqueó ${event.blockedURI || 'código en línea'} en ${event.documentURI}`,
      ),
    ),
  );
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { violations, errors };
}

function expectSecurityHeaders(headers: Record<string, string>, policy: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
  expect(headers['content-security-policy'], 'Content-Security-Policy').toBe(policy);
}

const cases = [
  ...exportedRoutes().map((path) => ({ path, status: 200 })),
  { path: '/esta-pagina-no-existe', status: 404 },
];

for (const { path, status } of cases) {
  test(`${path} answers ${status} with every header and hydrates with no CSP violation`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    const code = collectInlineCode(path, await response.text());
    expectSecurityHeaders(response.headers(), buildContentSecurityPolicy(code, apiOrigin));
    expect(response.headers()['cache-control']).toBe(CACHE_CONTROL.page);

    const { violations, errors } = await watchPage(page);
    expect((await page.goto(path))?.status()).toBe(status);
    if (status === 404) {
      await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
    }

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The consent banner only answers once React has hydrated the page; the staff pages' frame
    // has none (nothing there counts visits).
    if (!isStaffRoute(path)) {
      const banner = page.getByRole('region', { name: 'Aviso de cookies' });
      await banner.getByRole('button', { name: 'Aceptar' }).click();
      await expect(banner).toHaveCount(0);
      const consent = (await page.context().cookies()).find(({ name }) => name === 'userConsent');
      expect(consent?.value).toBe('accepted');
    }
    expect(violations).toEqual([]);
    // The browser reports the 404 answer of the page itself, and the 401 of a session probe
    // (a visitor without a session, e2e/routes.ts).
    const expected =
      status === 404 ? [/status of 404/] : path in SESSION_PROBES ? [/status of 401/] : [];
    // Without the banner to answer first, a staff page may be checked before its probe answers.
    await expect
      .poll(() => errors)
      .toEqual(expected.map((message) => expect.stringMatching(message)));
  });
}

test('inline code injected into a page is blocked and reported', async ({ page }) => {
  const { violations } = await watchPage(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScript = true';
    document.body.append(script);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/no-existe.png" alt="" onerror="window.injectedHandler = true">' +
        '<p id="injected-style" style="color: rgb(255, 0, 0)">inyectado</p>',
    );
  });
  await expect
    .poll(() => violations.map((violation) => violation.split(' ')[0]).sort())
    .toEqual(['script-src-attr', 'script-src-elem', 'style-src-attr']);
  expect(await page.evaluate(() => 'injectedScript' in window || 'injectedHandler' in window)).toBe(
    false,
  );
  await expect(page.locator('#injected-style')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
});

test('build assets are cached for a year, pages for minutes, and both are compressed', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(home.headers()['cache-control']).toBe(CACHE_CONTROL.page);
  expect(home.headers()['content-encoding']).toBe('gzip');
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(CACHE_CONTROL.immutable);
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expectSecurityHeaders(asset.headers(), FALLBACK_CONTENT_SECURITY_POLICY);
});

test('plain HTTP goes to HTTPS', async ({ request }) => {
  const insecure = await request.get(`${site.httpOrigin}/blog?pagina=1`, { maxRedirects: 0 });
  expect(insecure.status()).toBe(301);
  expect(insecure.headers()['location']).toBe(`${site.origin}/blog?pagina=1`);
});

test('a trailing slash and a renamed page’s old address get the redirects npm start and the CDN file give', async ({
  request,
}) => {
  await expectTrailingSlashRule(request);
});

test('the notice left at a renamed page’s old address passes the policy and moves on', async ({
  page,
}) => {
  const [redirect] = listPageRedirects(selectShownArticles(loadArticles()), getArticlePath);
  expect(redirect, 'an article of content/articles lists redirectFrom').toBeDefined();
  const notice = `/${getMovedPageFile(redirect!.from)}`;
  const { violations, errors } = await watchPage(page);
  const response = await page.goto(notice, { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBe(FALLBACK_CONTENT_SECURITY_POLICY);
  await expect(page).toHaveURL(`${site.origin}${redirect!.to}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('/api/ reaches the client API, uncached', async ({ request }) => {
  const response = await request.post('/api/auth/login', {
    data: { email: 'nadie@ejemplo.mx', password: 'no-es-la-clave' },
  });
  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toEqual({ error: expect.any(String) });
});

test('a client logs in through nginx and sees the panel, with no CSP violation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `cliente-nginx-${Date.now()}@ejemplo.mx`;
  execFileSync(
    'npm',
    [
      ...['run', '-s', 'clients', '--', 'add', '--email', email],
      ...['--name', 'Lucía Ramírez', '--company', 'Café Altura'],
    ],
    { env: { ...process.env, CLIENT_DB_PATH: site.clientDbPath }, stdio: 'pipe' },
  );
  // The client follows the invitation the command queued and chooses a password, through nginx.
  const db = new Database(site.clientDbPath, { readonly: true });
  const token = readQueuedLinkToken(
    db,
    email,
    path.join(path.dirname(site.clientDbPath), 'correo'),
  );
  db.close();
  const chosen = await page.request.post('/api/auth/enlace/contrasena', {
    data: { token, newPassword: 'huerta-verde-2026' },
  });
  expect(chosen.status()).toBe(204);
  const { violations, errors } = await watchPage(page);
  await page.goto('/login-cliente');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('huerta-verde-2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/panel-cliente$/);
  await expect(page.getByRole('heading', { name: 'Hola, Lucía Ramírez' })).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test(`the MDN HTTP Observatory ${OBSERVATORY_VERSION} grades the site A+`, async () => {
  // The first run installs the scanner into a cache folder.
  test.setTimeout(300_000);
  const { scan, tests } = await scanWithObservatory(
    `localhost:${nginxPorts.https}`,
    site.certificateFile,
  );
  console.log(
    `MDN HTTP Observatory ${OBSERVATORY_VERSION}: ${scan.grade}, ${scan.score} puntos ` +
      `(${scan.testsPassed}/${scan.testsQuantity} pruebas superadas)`,
  );
  const failed = Object.entries(tests)
    .filter(([, result]) => !result.pass || result.scoreModifier < 0)
    .map(([name, result]) => `${name}: ${result.result} (${result.scoreModifier})`);
  expect(failed).toEqual([]);
  expect(scan.grade).toBe('A+');
});
