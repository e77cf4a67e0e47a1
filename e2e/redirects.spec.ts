import { expect, test } from './fixtures';
import { loadArticles } from '../lib/blog/articles';
import { getArticlePath } from '../lib/blog/blog';
import { selectShownArticles } from '../lib/blog/publication';
import { listPageRedirects, MOVED_PAGE_STATUS } from '../lib/site/moved-pages';
import { getMovedPageFile } from '../deploy/moved-page';

// The renamed articles of content/articles: each old slug in its header's redirectFrom.
const moved = listPageRedirects(selectShownArticles(loadArticles()), getArticlePath);

test.describe('a renamed article', () => {
  test.skip(({ isMobile }) => isMobile, 'the server answers the same to both sizes');

  test('content/articles has one, so that the old address is checked', () => {
    expect(moved.length).toBeGreaterThan(0);
  });

  for (const { from, to, title } of moved) {
    test(`${from} answers ${MOVED_PAGE_STATUS} to ${to}, query kept, slash or not`, async ({
      request,
    }) => {
      for (const written of [from, `${from}/`]) {
        const response = await request.get(`${written}?utm_source=boletin`, { maxRedirects: 0 });
        expect(response.status(), written).toBe(MOVED_PAGE_STATUS);
        expect(response.headers()['location'], written).toBe(`${to}?utm_source=boletin`);
      }
    });

    test(`a visitor who opens ${from} reads «${title}» at ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    });

    test(`the notice left at ${from} for hosts that only serve files moves the visitor too`, async ({
      page,
    }) => {
      const notice = `/${getMovedPageFile(from)}`;
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      const response = await page.request.get(notice);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${to}">`));
      // Not a page of the site: nothing hydrates there before the refresh moves on.
      await page.goto(notice, { waitUntil: 'commit' });
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(errors).toEqual([]);
    });
  }
});
