import type { Page } from '@playwright/test';
import {
  COLOR_SCHEMES,
  expectNoWcagViolations,
  expectNoWcagViolationsInEitherScheme,
  luminance,
  passRevealDelay,
} from './accessibility';
import { expect, isMobileProject, test, testWithoutConsent } from './fixtures';

const pageColors = (page: Page) =>
  page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    heading: getComputedStyle(document.querySelector('h1')!).color,
  }));

/** The file the header's logo shows, as the browser chose it. */
const headerLogo = (page: Page) =>
  page
    .locator('header a[href="/"] img')
    .first()
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);

test.describe('the dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('turns the page dark and its text light, with the logo drawn for it', async ({ page }) => {
    await page.goto('/');
    const colors = await pageColors(page);
    expect(luminance(colors.background)).toBeLessThan(0.03);
    expect(luminance(colors.text)).toBeGreaterThan(0.5);
    expect(luminance(colors.heading)).toBeGreaterThan(0.8);
    expect(await headerLogo(page)).toBe('/images/brand/logo-dark.svg');
    await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute(
      'content',
      '#111d17',
    );
  });

  test('applies from the first paint, without scripts', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/blog`);
    expect(luminance((await pageColors(page)).background)).toBeLessThan(0.03);
    expect(await headerLogo(page)).toBe('/images/brand/logo-dark.svg');
    await context.close();
  });

  test('the mobile drawer reads well', async ({ page }, testInfo) => {
    test.skip(!isMobileProject(testInfo.project.name), 'mobile only');
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.locator('#menu-movil')).toBeVisible();
    await expectNoWcagViolations(page, '#menu-movil');
  });
});

test.describe('the check of every route', () => {
  // The site's policy refuses inline styles; the test adds one to break a colour.
  test.use({ bypassCSP: true });

  test('fails on text that reads badly in the dark scheme only', async ({ page }, testInfo) => {
    test.skip(isMobileProject(testInfo.project.name), 'the same check at both sizes');
    await page.goto('/sobre-nosotros');
    await page.addStyleTag({
      content: '@media (prefers-color-scheme: dark) { main p { color: #1c2b24 !important; } }',
    });
    await expect(expectNoWcagViolationsInEitherScheme(page)).rejects.toThrow(/color-contrast: /);
  });
});

testWithoutConsent.describe('the cookie banner in the dark colour scheme', () => {
  testWithoutConsent.use({ colorScheme: 'dark' });

  testWithoutConsent('is a dark panel that reads well', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    const background = await banner.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(luminance(background)).toBeLessThan(0.05);
    await expectNoWcagViolations(page, 'section[aria-label="Aviso de cookies"]');
  });
});

test.describe('the light colour scheme', () => {
  test.use({ colorScheme: 'light' });

  test('stays as it was: white page, dark text, the usual logo', async ({ page }) => {
    await page.goto('/');
    expect(await pageColors(page)).toEqual({
      background: 'rgb(255, 255, 255)',
      text: 'rgb(36, 52, 44)',
      heading: 'rgb(15, 31, 23)',
    });
    expect(await headerLogo(page)).toBe('/images/brand/logo.svg');
  });
});

// Full pages in both schemes at this project's size (390 or 1440 px), attached to the report.
for (const colorScheme of COLOR_SCHEMES) {
  test.describe(`screenshots in the ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const route of ['/', '/guia-completa-hosting', '/sistema-rifas']) {
      test(`of ${route}`, async ({ page }, testInfo) => {
        test.slow();
        await page.clock.install();
        await page.goto(route);
        await passRevealDelay(page);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        const width = page.viewportSize()?.width;
        const name = `${route === '/' ? 'inicio' : route.slice(1)}-${width}-${colorScheme}.png`;
        await testInfo.attach(name, {
          body: await page.screenshot({ fullPage: true, animations: 'disabled' }),
          contentType: 'image/png',
        });
      });
    }
  });
}
