import type { Locator } from '@playwright/test';
import { COLOR_SCHEMES, contrastRatio, passRevealDelay } from './accessibility';
import { expect, isMobileProject, test, testWithoutConsent } from './fixtures';
import { findPublicChrome, PUBLIC_CHROME } from './layout-checks';

test.describe('delayed footer and floating buttons', () => {
  test('appear 1.5 s after the page starts, in space reserved from the start', async ({ page }) => {
    await page.goto('/sobre-nosotros');
    const footer = page.getByRole('contentinfo');
    const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    await page.evaluate(() => document.fonts.ready);
    // The reveal is a CSS animation that runs before hydration: hold it at a moment and look.
    const holdRevealAt = (ms: number) =>
      page.evaluate((time) => {
        const reveals = document.getAnimations().filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return (
            target instanceof Element &&
            (target.contains(document.querySelector('footer')) ||
              target.querySelector('a[aria-label="Escríbenos por WhatsApp"]') !== null)
          );
        });
        for (const animation of reveals) {
          animation.pause();
          animation.currentTime = time;
        }
        return reveals.length;
      }, ms);

    // Two elements, each with its visibility flip and its fade.
    expect(await holdRevealAt(0)).toBe(4);
    await expect(footer).toBeHidden();
    await expect(whatsapp).toBeHidden();
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
    await holdRevealAt(1400);
    await expect(footer).toBeHidden();
    await holdRevealAt(1600);
    await expect(footer).toBeVisible();
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);
    await expect(
      footer.getByRole('link', { name: 'Aviso de privacidad', exact: true }),
    ).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the WhatsApp button shows at every width before any scroll, and on a phone every control can be scrolled clear of it', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    await page.goto('/login-cliente');
    await passRevealDelay(page);
    const whatsapp = page.getByRole('link', { name: 'Escríbenos por WhatsApp' });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    if (!isMobileProject(testInfo.project.name)) return;
    // "Mostrar" sits beside the password at the height of the button on a small phone: a
    // scroll brings it above the button, and then a tap reaches it.
    await page.setViewportSize({ width: 360, height: 640 });
    const show = page.getByRole('button', { name: 'Mostrar contraseña' });
    await show.scrollIntoViewIfNeeded();
    await show.click();
    await expect(page.getByRole('button', { name: 'Ocultar contraseña' })).toBeVisible();
  });

  test('"Volver arriba" shows only beyond 200 px of scroll and goes back to the top', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(1600);
    const toTop = page.getByRole('button', { name: 'Volver arriba' });
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toHaveCount(0);
  });

  test('a route change starts at the top of the new page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Términos de uso' })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Términos de uso' }).click();
    await expect(page).toHaveURL(/\/terminos-uso$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('client navigation shows the "Cargando" spinner, the first paint never does', async ({
    page,
  }) => {
    // Hold the next page's data (prefetch included) so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      // The page's segment file names its route group: __next.!KHNpdGlvKQ.politica-cookies….
      /politica-cookies(\.txt|\/__next\..*politica-cookies\.__PAGE__)/,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Cargando' })).toHaveCount(0);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Política de cookies' });
    const routeTreeLoaded = page.waitForResponse(/politica-cookies\/__next\._tree\.txt/);
    await link.hover();
    await routeTreeLoaded;
    await link.click();
    const spinner = page.getByRole('status', { name: 'Cargando' });
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveCSS('position', 'fixed');
    release();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de cookies' }),
    ).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('a page is fetched ahead when the visitor points at its link, not when it comes into view', async ({
    page,
  }) => {
    const fetchedAhead: string[] = [];
    page.on('request', (request) => {
      if (/[?&]_rsc=/.test(request.url())) fetchedAhead.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Términos de uso' });
    await link.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(fetchedAhead).toEqual([]);

    const termsFetched = page.waitForRequest(/\/terminos-uso\/__next\..*_rsc=/);
    await link.hover();
    await termsFetched;
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeVisible();
  });

  test('an unknown address answers 404 with the Spanish not-found page', async ({ page }) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Ir al inicio' }),
    ).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Leer el blog' }),
    ).toHaveAttribute('href', '/blog');
  });

  test('the not-found page offers the three newest articles of the blog', async ({ page }) => {
    const newestFirst = (scope: Locator) =>
      scope
        .getByRole('article')
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? '']),
        );
    await page.goto('/blog');
    const newest = (await newestFirst(page.getByRole('main'))).slice(0, 3);
    expect(newest).toHaveLength(3);

    await page.goto('/esta-pagina-no-existe');
    const recent = page.getByRole('region', { name: 'Lo más reciente del blog' });
    expect(await newestFirst(recent)).toEqual(newest);
    await recent.getByRole('link', { name: newest[0]![0]!, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[0]![0]!);
  });

  test("the not-found page's menu leads to the home page's sections", async ({
    page,
  }, testInfo) => {
    test.skip(isMobileProject(testInfo.project.name), 'the desktop menu');
    await page.goto('/esta-pagina-no-existe');
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Servicios' })
      .click();
    await expect(page).toHaveURL(/\/#servicios$/);
    await expect(page.locator('#servicios')).toBeInViewport();
  });

  test('the site has a favicon and a web manifest', async ({ page, request }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest.lang).toBe('es');
    for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
    const iconHref = await page.locator('link[rel="icon"]').first().getAttribute('href');
    expect((await request.get(iconHref!)).ok()).toBe(true);
  });
});

for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`in the ${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('the keyboard focus ring stands out on the dark footer at 3:1 or more', async ({
      page,
    }) => {
      await page.goto('/sobre-nosotros');
      const link = page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Aviso de privacidad', exact: true });
      await expect(link).toBeVisible();
      // Reached with the keyboard, as the ring is drawn for keyboard focus only.
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      const { ring, band } = await link.evaluate((element) => {
        // The band is the nearest ancestor that paints a background.
        let painted: Element | null = element.parentElement;
        while (painted && getComputedStyle(painted).backgroundColor === 'rgba(0, 0, 0, 0)')
          painted = painted.parentElement;
        const style = getComputedStyle(element);
        return {
          ring: style.outlineStyle === 'none' ? null : style.outlineColor,
          band: painted ? getComputedStyle(painted).backgroundColor : null,
        };
      });
      expect(ring).not.toBeNull();
      expect(band).not.toBeNull();
      expect(contrastRatio(ring ?? '', band ?? '')).toBeGreaterThanOrEqual(3);
    });
  });
}

// The staff pages have a frame of their own (e2e/staff-dashboard.spec.ts); every public page,
// the client area's included, keeps the whole public chrome.
testWithoutConsent(
  'public pages have the header, footer, floating buttons, cookie banner and visit counter',
  async ({ page }) => {
    for (const path of [
      '/',
      '/blog',
      '/login-cliente',
      '/login-cliente/recuperar',
      '/panel-cliente',
      '/pagina-que-no-existe',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
      expect(await findPublicChrome(page), path).toEqual([...PUBLIC_CHROME]);
    }
  },
);
