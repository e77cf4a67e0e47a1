import type { Locator, Page } from '@playwright/test';
import { loadArticles } from '../lib/blog/articles';
import { getCategoryPagePath } from '../lib/blog/blog';
import { selectShownArticles } from '../lib/blog/publication';
import { expect, test } from './fixtures';

// SPEC §3: every route change starts at the top of the new page, wherever the last one was
// scrolled; Back and Forward keep the browser's own restoration; a link's #anchor wins.
const articles = selectShownArticles(loadArticles());
const oldest = articles.at(-1)!;
const category = articles.find(
  (article) => articles.filter((other) => other.category === article.category).length > 1,
)!.category;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the link into view far down its page, then follows it on the client. */
async function followFromBelow(page: Page, link: Locator): Promise<number> {
  // Centred, so the page is scrolled as far as the link allows and the fixed header is clear of it.
  await link.evaluate((element) =>
    element.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  const offset = await scrollY(page);
  expect(offset).toBeGreaterThan(200);
  await link.click();
  return offset;
}

async function expectAtTopOf(page: Page, path: string, heading: string | RegExp) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
}

const cardLink = (page: Page, title: string) =>
  page.getByRole('main').getByRole('article').getByRole('link', { name: title }).first();

test.describe('a route change starts at the top', () => {
  test('/blog → the oldest article, and Back returns to where the visitor was', async ({
    page,
  }) => {
    await page.goto('/blog');
    const offset = await followFromBelow(page, cardLink(page, oldest.title));
    await expectAtTopOf(page, `/${oldest.slug}`, oldest.title);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => scrollY(page)).toBe(offset);
    await page.goForward();
    await expectAtTopOf(page, `/${oldest.slug}`, oldest.title);
  });

  test('an article → a related article', async ({ page }) => {
    await page.goto(`/${oldest.slug}`);
    const related = page
      .getByRole('region', { name: 'Sigue leyendo' })
      .getByRole('heading', { level: 3 });
    const title = (await related.first().textContent())!;
    await followFromBelow(page, cardLink(page, title));
    const target = articles.find((article) => article.title === title)!;
    await expectAtTopOf(page, `/${target.slug}`, target.title);
  });

  test('an article → /blog', async ({ page }) => {
    await page.goto(`/${oldest.slug}`);
    await followFromBelow(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }),
    );
    await expectAtTopOf(page, '/blog', 'Ideas y guías para hacer crecer tu negocio en internet');
  });

  test('a category page → an article', async ({ page }) => {
    const inCategory = articles.filter((article) => article.category === category);
    await page.goto(getCategoryPagePath(category));
    const last = inCategory.at(-1)!;
    await followFromBelow(page, cardLink(page, last.title));
    await expectAtTopOf(page, `/${last.slug}`, last.title);
  });

  test('home → /sobre-nosotros', async ({ page }) => {
    await page.goto('/');
    await followFromBelow(
      page,
      page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nosotros', exact: true }),
    );
    await expectAtTopOf(page, '/sobre-nosotros', /./);
  });

  test('a card clicked after the search has run', async ({ page }) => {
    await page.goto('/blog');
    const box = page.getByRole('searchbox', { name: 'Buscar en el blog' });
    await box.fill('a');
    await expect(page.getByText(/^\d+ artículos? encontrados?$/)).toBeVisible();
    const cards = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    const title = (await cards.last().textContent())!;
    await followFromBelow(page, cardLink(page, title));
    const target = articles.find((article) => article.title === title)!;
    await expectAtTopOf(page, `/${target.slug}`, target.title);
  });

  test("a link to another page's #anchor lands on that heading", async ({ page }) => {
    await page.goto('/blog');
    // A link an editor could write in any article, placed at the bottom of a scrolled page.
    const link = await page.evaluate(() => {
      const anchor = document.createElement('a');
      anchor.href = '/cache-navegador#cache-control-a-fondo';
      anchor.dataset.siteLink = '';
      anchor.textContent = 'Cache-Control a fondo';
      document.querySelector('main')!.append(anchor);
      return anchor.textContent;
    });
    await followFromBelow(page, page.getByRole('link', { name: link }));
    await expect(page).toHaveURL(/\/cache-navegador#cache-control-a-fondo$/);
    const heading = page.getByRole('heading', { level: 2, name: /Cache-Control a fondo/ });
    await expect(heading).toBeInViewport();
    await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  });
});
