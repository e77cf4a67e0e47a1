import type { Browser, Locator, Page } from '@playwright/test';
import { loadArticles } from '../lib/blog/articles';
import { selectShownArticles } from '../lib/blog/publication';
import { getResponsiveImagePath } from '../lib/site/responsive-images';
import { expect, isMobileProject, test } from './fixtures';

// Wide images come with narrower copies (lib/site/responsive-images.ts): the browser picks the one
// that fits how wide the page draws the image on its screen.

const newest = selectShownArticles(loadArticles())[0]!;

/** Lighthouse's phone: 412 px wide at 1.75 device pixels per CSS pixel. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const DESKTOP = { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 };

/** The file the browser chose for `image`, once it has loaded, and whether it decoded. */
async function shownFile(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true);
  return image.evaluate((node: HTMLImageElement) => ({
    path: new URL(node.currentSrc).pathname,
    loaded: node.naturalWidth > 0,
  }));
}

async function openPage(
  browser: Browser,
  baseURL: string,
  route: string,
  device: typeof PHONE,
  colorScheme: 'light' | 'dark' = 'light',
) {
  const context = await browser.newContext({ ...device, baseURL, colorScheme });
  const page = await context.newPage();
  await page.goto(route);
  return { page, close: () => context.close() };
}

test.describe('images sized for the screen', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isMobileProject(testInfo.project.name), 'each test sets its own screens');
  });

  test('a phone downloads the article cover and the blog cards at 640 px, a desktop the full cover', async ({
    browser,
    baseURL,
  }) => {
    const cover = (page: Page) =>
      page.getByRole('main').locator(`header img[src="${newest.image}"]`);

    const phone = await openPage(browser, baseURL!, `/${newest.slug}`, PHONE);
    expect(await shownFile(cover(phone.page))).toEqual({
      path: getResponsiveImagePath(newest.image, 640),
      loaded: true,
    });
    await phone.page.goto('/blog');
    const firstCard = phone.page
      .getByRole('main')
      .getByRole('article')
      .first()
      .locator('img')
      .first();
    expect(await shownFile(firstCard)).toEqual({
      path: getResponsiveImagePath(newest.image, 640),
      loaded: true,
    });
    await phone.close();

    const desktop = await openPage(browser, baseURL!, `/${newest.slug}`, DESKTOP);
    expect(await shownFile(cover(desktop.page))).toEqual({ path: newest.image, loaded: true });
    await desktop.close();
  });

  test('a phone downloads the home illustration and project screenshots at 640 px, in either colour scheme', async ({
    browser,
    baseURL,
  }) => {
    for (const [colorScheme, hero] of [
      ['light', '/images/home/hero.webp'],
      ['dark', '/images/home/hero-dark.webp'],
    ] as const) {
      const phone = await openPage(browser, baseURL!, '/', PHONE, colorScheme);
      const main = phone.page.getByRole('main');
      expect(
        await shownFile(main.getByRole('img', { name: /^Sitio web y aplicación móvil/ })),
      ).toEqual({ path: getResponsiveImagePath(hero, 640), loaded: true });
      const project = main.locator('#proyectos img').first();
      const shown = await shownFile(project);
      expect(shown.path).toMatch(/^\/images\/anchos\/640\/home\/projects\/.+\.webp$/);
      expect(shown.loaded).toBe(true);
      await phone.close();
    }
  });
});
