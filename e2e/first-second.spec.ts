import type { Locator, Page } from '@playwright/test';
import { readScriptLoader } from '../deploy/deferred-scripts';
import { checkCatalog } from '../lib/catalog/catalog';
import { getServiceGreeting } from '../lib/catalog/catalog-greeting';
import { getServicePath } from '../lib/site/paths';
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

for (const route of ['/cache-navegador', '/servicios/chatbots-whatsapp-ia', '/']) {
  test(`${route}: hydrating adopts the scripts the loader added instead of running any a second time`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect
      .poll(() => isHydrated(page.getByRole('banner').getByRole('link').first()))
      .toBe(true);
    // React adds a chunk its payload names unless it finds `script[async][src]` for it already.
    const sources = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    );
    expect(sources.filter((src, index) => sources.indexOf(src) !== index)).toEqual([]);
  });
}

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

test.describe('the mobile menu before the page hydrates', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button is for small screens');

  test('opens, shows the Empresa submenu and follows its link', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', HELD);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('#menu-movil');
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeVisible();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await drawer.locator('summary', { hasText: 'Empresa' }).click();
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle(/Blog/);
    release();
  });

  test('closes with Escape and with a tap beside it, and the page scrolls again', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', HELD);
    const drawer = page.locator('#menu-movil');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 500);
    await expect(drawer).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    release();
  });

  test('opened before hydration, stays open after it and gains the focus, the lock and the link', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const release = await holdScripts(page);
    await page.goto('/', HELD);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.locator('#menu-movil');
    await expect(drawer).toBeVisible();

    release();
    const toggle = page.getByRole('button', { name: 'Cerrar menú' });
    await expect.poll(() => isHydrated(toggle)).toBe(true);
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await expect(drawer.getByRole('link', { name: 'Inicio', exact: true })).toBeFocused();
    await drawer.getByRole('link', { name: 'Sobre nosotros' }).click();
    await expect(page).toHaveURL(/\/sobre-nosotros$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(errors).toEqual([]);
  });

  test("on a service page, the menu's and the floating WhatsApp links already name the service", async ({
    page,
  }) => {
    const service = checkCatalog().services[0]!;
    const release = await holdScripts(page);
    await page.goto(getServicePath(service), HELD);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menuLink = page.locator('#menu-movil').getByRole('link', { name: /^WhatsApp/ });
    const floating = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    for (const link of [menuLink, floating]) {
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.searchParams.get('text')).toBe(getServiceGreeting(service));
    }
    release();
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('opens and follows a link', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      const drawer = page.locator('#menu-movil');
      await drawer.getByRole('link', { name: 'Sobre nosotros' }).click();
      await expect(page).toHaveURL(/\/sobre-nosotros$/);
    });
  });
});

test('the desktop Empresa submenu opens on hover and on focus before the page hydrates', async ({
  page,
}, testInfo) => {
  test.skip(isMobileProject(testInfo.project.name), 'the desktop header');
  const release = await holdScripts(page);
  await page.goto('/sobre-nosotros', HELD);
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const blog = nav.getByRole('link', { name: 'Blog' });
  await expect(blog).toBeHidden();
  await nav.getByRole('button', { name: 'Empresa' }).hover();
  await expect(blog).toBeVisible();
  await page.mouse.move(0, 600);
  await expect(blog).toBeHidden();
  await nav.getByRole('button', { name: 'Empresa' }).focus();
  await expect(blog).toBeVisible();
  await blog.click();
  await expect(page).toHaveURL(/\/blog$/);
  release();
});

test.describe('text typed before the page hydrates', () => {
  /** Opens `route` with its scripts held, types `text` into `field`, then lets the page hydrate. */
  async function typeBeforeHydration(page: Page, route: string, field: Locator, text: string) {
    const release = await holdScripts(page);
    await page.goto(route, HELD);
    await field.pressSequentially(text);
    release();
    await expect.poll(() => isHydrated(field)).toBe(true);
  }

  test('filters the directory once it hydrates', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Buscar negocio' });
    await typeBeforeHydration(page, '/directorio-clientes', search, 'cafe');
    await expect(page.getByText(/^\d+ negocios?$/)).toHaveText('1 negocio');
    await expect(page.getByRole('heading', { name: 'Café La Montaña' })).toBeVisible();
    await expect(page).toHaveURL(/\?q=cafe$/);
    // Typing goes on as usual afterwards.
    await search.fill('');
    await expect(page.getByRole('heading', { name: 'Clínica Dental Sonrisa' })).toBeVisible();
  });

  test('searches the blog once it hydrates', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Buscar en el blog' });
    await typeBeforeHydration(page, '/blog', search, 'cache');
    await expect(page.getByText(/^\d+ artículos? encontrados?$/)).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?q=cache$/);
    await expect(
      page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).first(),
    ).toContainText(/caché/i);
  });

  test('builds the transfer reference once the page hydrates', async ({ page }) => {
    const invoice = page.getByRole('textbox', { name: 'Tu número de factura' });
    await typeBeforeHydration(page, '/bitso-mx', invoice, '1042');
    await expect(page.getByRole('button', { name: 'Copiar concepto de pago' })).toBeVisible();
    await expect(page.locator('output')).toContainText('1042');
  });

  test('is the seed the raffle verifies once the page hydrates', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Verifica un sorteo' });
    await typeBeforeHydration(
      page,
      '/sistema-rifas',
      form.getByLabel('Semilla revelada'),
      'semilla-de-prueba',
    );
    await form.getByRole('button', { name: 'Verificar' }).click();
    await expect(form.getByText('Compromiso calculado (SHA-256 de la semilla)')).toBeVisible();
  });
});

test.describe('a form submitted before the page hydrates', () => {
  test('the raffle verification keeps the seed, stays on the page and verifies once it hydrates', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/sistema-rifas', HELD);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const form = page.getByRole('form', { name: 'Verifica un sorteo' });
    const seed = form.getByLabel('Semilla revelada');
    await seed.fill('semilla-de-prueba');
    await seed.press('Enter');
    await expect(form.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect(page).toHaveURL(/\/sistema-rifas$/);

    release();
    const verify = form.getByRole('button', { name: 'Verificar' });
    await expect(verify).toBeEnabled();
    await expect(seed).toHaveValue('semilla-de-prueba');
    await seed.press('Enter');
    await expect(form.getByText('Compromiso calculado (SHA-256 de la semilla)')).toBeVisible();
  });

  for (const { route, field, count } of [
    { route: '/blog', field: 'Buscar en el blog', count: /^\d+ artículos? encontrados?$/ },
    { route: '/directorio-clientes', field: 'Buscar negocio', count: /^\d+ negocios?$/ },
  ])
    test(`the search of ${route} works natively: its address keeps the words and the page searches them`, async ({
      page,
    }) => {
      const release = await holdScripts(page);
      await page.goto(route, HELD);
      const search = page.getByRole('searchbox', { name: field });
      await search.fill('cafe');
      await search.press('Enter');
      // The browser submits the form itself: the page loads again with the words in its address.
      await expect(page).toHaveURL(new RegExp(`${route}\\?q=cafe$`));
      release();
      await expect(page.getByRole('searchbox', { name: field })).toHaveValue('cafe');
      await expect(page.getByText(count)).toBeVisible();
    });
});

test('controls that need JavaScript say so until the page hydrates, then work', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', HELD);
  const carousel = page.getByRole('region', { name: 'Proyectos' });
  const next = carousel.getByRole('button', { name: 'Proyecto siguiente' });
  const portrait = page.getByRole('button', { name: /^Ver testimonio de / }).first();
  await expect(next).toBeDisabled();
  await expect(portrait).toBeDisabled();
  await expect(next).toHaveCSS('pointer-events', 'none');

  release();
  await expect.poll(() => isHydrated(next)).toBe(true);
  await expect(next).toBeEnabled();
  await expect(portrait).toBeEnabled();
  await portrait.click();
  await expect(portrait).toHaveAttribute('aria-pressed', 'true');
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

test.describe('the account pages before they run their JavaScript', () => {
  test('«¿Olvidaste tu contraseña?» sends nothing early, then sends what was typed', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login-cliente/recuperar', HELD);
    const form = page.getByRole('form', { name: 'Pide un enlace nuevo' });
    await form.getByLabel('Correo electrónico').fill('lucia@cafealtura.mx');
    await form.getByLabel('Correo electrónico').press('Enter');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/login-cliente\/recuperar$/);

    release();
    const send = form.getByRole('button', { name: 'Enviarme el enlace' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(page.getByText('Si hay una cuenta con lucia@cafealtura.mx')).toBeVisible();
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('each page says why it needs JavaScript instead of seeming to work', async ({ page }) => {
      await page.goto('/login-cliente/recuperar');
      await expect(page.getByText(/^Para pedir el enlace activa JavaScript/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviarme el enlace' })).toBeDisabled();

      await page.goto('/login-cliente/nueva-contrasena#Qm9sZXRvLWRlLXBydWViYS1kZS1lbmxhY2U');
      await expect(page.getByText(/^Para elegir tu contraseña activa JavaScript/)).toBeVisible();
      await expect(page.getByText('Revisando tu enlace…')).toBeHidden();
    });
  });
});
