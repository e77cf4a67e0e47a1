import type { Page } from '@playwright/test';
import { readScriptLoader } from '../deploy/deferred-scripts';
import {
  expect,
  isHydrated,
  isMobileProject,
  test,
  testWithoutConsent as withoutConsent,
} from './fixtures';

// The framework's scripts load after the first paint (deploy/deferred-scripts.ts), so a visitor can
// act on a page before it hydrates. These tests act in that moment.

const FRAMEWORK_SCRIPT = /\/_next\/static\/.*\.js$/;

test.use({ hydrateOnGoto: false });
withoutConsent.use({ hydrateOnGoto: false });

/**
 * Holds every framework script of the page until the returned function is called: until then
 * the page is exactly its pre-rendered HTML, as a slow phone shows it in its first second.
 * Open such a page with `HELD`: its `load` event waits for the held scripts when the loader
 * adds them before it.
 */
const HELD = { waitUntil: 'domcontentloaded' } as const;

async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK_SCRIPT, async (route) => {
    await released;
    await route.continue().catch(() => {
      // The page that asked for it is gone (the visitor navigated away): nothing to serve.
    });
  });
  return release;
}

test('the page paints before any framework script is added, then hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    // Every framework script element that shows up before the page's first paint.
    const early: string[] = [];
    (window as unknown as { earlyScripts: string[] }).earlyScripts = early;
    const painted = () => performance.getEntriesByType('paint').length > 0;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLScriptElement &&
            node.src.includes('/_next/') &&
            !node.noModule &&
            !painted()
          )
            early.push(node.src);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/cache-navegador');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => isHydrated(page.getByRole('banner').getByRole('link').first()))
    .toBe(true);
  const early = await page.evaluate(
    () => (window as unknown as { earlyScripts: string[] }).earlyScripts,
  );
  expect(early).toEqual([]);
});

test('each script a page starts with asks the browser to compile it in the background', async ({
  request,
}) => {
  const html = await (await request.get('/cache-navegador')).text();
  const loaders = [...html.matchAll(/<script>([^<]*)<\/script>/g)]
    .map(([, text]) => readScriptLoader(text ?? ''))
    .filter((scripts) => scripts !== null);
  expect(loaders).toHaveLength(1);
  for (const src of loaders[0] ?? []) {
    const firstLine = (await (await request.get(src)).text()).split('\n')[0];
    expect(firstLine, src).toBe('//# allFunctionsCalledOnLoad');
  }
});

test('a link followed before the page hydrates opens its page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/blog', HELD);
  const article = page.getByRole('main').getByRole('link', { name: /Caché del navegador/ });
  await article.first().click();
  await expect(page).toHaveURL(/\/cache-navegador$/);
  await expect(page.getByRole('heading', { level: 1, name: /Caché del navegador/ })).toBeVisible();
  release();
});

test('a link followed in the first second, while the page starts, opens its page', async ({
  page,
}) => {
  await page.goto('/blog', { waitUntil: 'commit' });
  await page
    .getByRole('main')
    .getByRole('link', { name: /Caché del navegador/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cache-navegador$/);
  await expect(page.getByRole('heading', { level: 1, name: /Caché del navegador/ })).toBeVisible();
});

test('the menu works once the page hydrates, and a tap before that breaks nothing', async ({
  page,
}, testInfo) => {
  test.skip(!isMobileProject(testInfo.project.name), 'the menu button is for small screens');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdScripts(page);
  await page.goto('/', HELD);
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect.poll(() => isHydrated(toggle)).toBe(true);
  await toggle.click();
  const close = page.getByRole('button', { name: 'Cerrar menú' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await page.locator('#menu-movil').getByRole('link', { name: 'Sobre nosotros' }).click();
  await expect(page).toHaveURL(/\/sobre-nosotros$/);
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(errors).toEqual([]);
});

withoutConsent(
  'cookies accepted as soon as the banner shows are remembered',
  async ({ page, context }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect(banner).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'userConsent')?.value).toBe('accepted');

    await page.reload();
    const toggle = page.getByRole('banner').getByRole('link').first();
    await expect.poll(() => isHydrated(toggle)).toBe(true);
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toHaveCount(0);
  },
);

test.describe('the client login before the page runs its JavaScript', () => {
  async function fillAndTryToSend(page: Page) {
    const form = page.getByRole('form', { name: 'Iniciar sesión' });
    await form.getByLabel('Correo electrónico').fill('lucia@cafealtura.mx');
    await form.getByLabel('Contraseña', { exact: true }).fill('MiClave#123');
    await form.getByLabel('Contraseña', { exact: true }).press('Enter');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click({ force: true });
    // Give a submission, if one had started, the time to reach the address bar.
    await page.waitForTimeout(500);
    return form;
  }

  test('with JavaScript still loading, sends nothing and never puts a credential in the URL', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login-cliente', HELD);
    const form = await fillAndTryToSend(page);
    expect(page.url()).not.toMatch(/password|MiClave|lucia/);
    await expect(page).toHaveURL(/\/login-cliente$/);

    // Once hydrated, what was typed before counts: the API answers, no "Escribe tu correo".
    release();
    const send = form.getByRole('button', { name: 'Iniciar sesión' });
    await expect(send).toBeEnabled();
    await expect(form.getByLabel('Correo electrónico')).toHaveValue('lucia@cafealtura.mx');
    await send.click();
    await expect(form.getByRole('alert')).toHaveText(/no son correctos|demasiados intentos/);
    expect(page.url()).not.toMatch(/password|MiClave|lucia/);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('explains that the login needs JavaScript and keeps credentials out of the URL', async ({
      page,
    }) => {
      await page.goto('/login-cliente');
      await expect(page.getByText(/Para iniciar sesión activa JavaScript/)).toBeVisible();
      await fillAndTryToSend(page);
      expect(page.url()).not.toMatch(/password|MiClave|lucia/);
      await expect(page).toHaveURL(/\/login-cliente$/);
    });
  });
});
