import { expect, test, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';
import { buildSearchIndex, SEARCH_INDEX_PATH, searchTextOf } from '../lib/blog/article-search';
import { loadArticles } from '../lib/blog/articles';
import { selectShownArticles } from '../lib/blog/publication';
import { getShareImagePath } from '../lib/seo/share-image';
import { formatSpanishDate } from '../lib/site/format';
import { filterByText } from '../lib/site/text-search';

// The exported site holds the published articles only (no drafts, nothing scheduled).
const articles = selectShownArticles(loadArticles());
// Canonical URLs use the build's SITE_URL, which defaults to http://localhost:3000.
const SITE = 'http://localhost:3000';

test.describe('blog', () => {
  test('/blog lists every article newest first, each linking to its page', async ({ page }) => {
    await page.goto('/blog');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(articles.map((article) => article.title));
    for (const article of articles) {
      await expect(page.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/${article.slug}`,
      );
    }
    await expect(page.getByRole('navigation', { name: 'Páginas del blog' })).toHaveCount(0);
    expect((await page.request.get('/blog/pagina/2')).status()).toBe(404);
  });

  test('an updated article says when, to readers and to search engines', async ({ page }) => {
    const article = articles.find((candidate) => candidate.updatedDate);
    expect(article, 'some article of content/articles has an updatedDate').toBeDefined();
    const updated = article!.updatedDate!;
    await page.goto(`/${article!.slug}`);
    await expect(page.getByText(/^Actualizado el/)).toHaveText(
      `Actualizado el ${formatSpanishDate(updated)}`,
    );
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute(
      'content',
      updated,
    );
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE}/${article!.slug}</loc>\n<lastmod>${updated}`);
  });

  test('an unknown slug answers 404', async ({ page }) => {
    const response = await page.goto('/articulo-que-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
  });

  test('the RSS feed and the sitemap are XML listing every article', async ({ page }) => {
    await page.goto('/');
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const response = await page.request.get(path);
      expect(response.ok()).toBe(true);
      const xml = await response.text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          urls: Array.from(
            doc.querySelectorAll('item > link, url > loc'),
            (node) => node.textContent,
          ),
        };
      }, xml);
      expect(parsed.error).toBeNull();
      for (const article of articles) expect(parsed.urls).toContain(`${SITE}/${article.slug}`);
    }
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<lastmod>${articles[0]!.publishedDate}`);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

test.describe('authors and categories', () => {
  const signed = articles.find((article) => article.byline.kind === 'person')!;
  const imageLoaded = (image: import('@playwright/test').Locator) =>
    image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0);

  test('a card and its article show who wrote it, with the avatar', async ({ page }) => {
    await page.goto('/blog');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: signed.title }) });
    const cardByline = card.locator('p', { hasText: `Por ${signed.byline.name}` });
    await expect(cardByline).toBeVisible();
    const cardAvatar = cardByline.locator('img');
    await expect(cardAvatar).toHaveAttribute('src', signed.byline.avatar);
    await cardAvatar.scrollIntoViewIfNeeded();
    await expect.poll(() => imageLoaded(cardAvatar)).toBe(true);

    await page.goto(`/${signed.slug}`);
    const byline = page
      .getByRole('main')
      .locator('header p', { hasText: `Por ${signed.byline.name}` });
    await expect(byline).toContainText(signed.byline.role);
    await expect(byline.locator('img')).toHaveAttribute('src', signed.byline.avatar);
    await expect.poll(() => imageLoaded(byline.locator('img'))).toBe(true);
    await expect(
      page.getByRole('complementary', { name: 'Quién escribe este artículo' }),
    ).toContainText(signed.byline.bio);

    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect((JSON.parse(jsonLd!) as { author: unknown }).author).toMatchObject({
      '@type': 'Person',
      name: signed.byline.name,
    });
  });

  test('the category chip of an article leads to its category, newest first', async ({ page }) => {
    const category = signed.categoryInfo!;
    await page.goto(`/${signed.slug}`);
    await page
      .getByRole('main')
      .locator('header')
      .getByRole('link', { name: category.name, exact: true })
      .click();
    await expect(page).toHaveURL(`/blog/categoria/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    const inCategory = articles.filter((article) => article.category === category.slug);
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(inCategory.map((article) => article.title));
    // Search engines read the exported page itself: one canonical link, the category's.
    const html = await (await page.request.get(`/blog/categoria/${category.slug}`)).text();
    expect(html.match(/<link rel="canonical" href="[^"]*"/g)).toEqual([
      `<link rel="canonical" href="${SITE}/blog/categoria/${category.slug}"`,
    ]);
    await expect(
      page
        .getByRole('navigation', { name: 'Categorías del blog' })
        .getByRole('link', { name: new RegExp(`^${category.name}`) }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the category chip of a card leads to its category', async ({ page }) => {
    await page.goto('/blog');
    const card = page.getByRole('main').getByRole('article').last();
    const chip = card.getByRole('link').first();
    const name = (await chip.textContent())!;
    await chip.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const category = articles.find((article) => article.categoryInfo?.name === name)!.categoryInfo!;
    await expect(page).toHaveURL(`/blog/categoria/${category.slug}`);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE}/blog/categoria/${category.slug}</loc>`);
  });
});

test.describe('code blocks', () => {
  const withTypeScript = articles.find((article) => /^```ts$/m.test(article.content));
  const withNginx = articles.find((article) => /^```nginx$/m.test(article.content));

  /** The computed colour of the first token of each kind inside a code block. */
  const tokenColors = (page: Page, name: string) =>
    page.getByRole('region', { name }).evaluate((block) => {
      const colorOf = (selector: string) => {
        const node = block.querySelector(selector);
        return node ? getComputedStyle(node).color : null;
      };
      return {
        text: getComputedStyle(block).color,
        background: getComputedStyle(block.parentElement!).backgroundColor,
        keyword: colorOf('.hljs-keyword'),
        string: colorOf('.hljs-string'),
        comment: colorOf('.hljs-comment'),
        number: colorOf('.hljs-number'),
        title: colorOf('.hljs-title'),
      };
    });

  test('are highlighted by kind of token and labelled with their language', async ({ page }) => {
    expect(withTypeScript, 'some article has a ```ts block').toBeDefined();
    await page.goto(`/${withTypeScript!.slug}`);
    const block = page.getByRole('region', { name: 'Código en TypeScript' });
    await expect(block).toBeVisible();
    await expect(block.locator('xpath=preceding-sibling::*[1]')).toHaveText('TypeScript');
    await expect(block.locator('xpath=preceding-sibling::*[1]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(page.locator('main [style]')).toHaveCount(0);

    const light = await tokenColors(page, 'Código en TypeScript');
    const kinds = [
      light.text,
      light.keyword,
      light.string,
      light.comment,
      light.number,
      light.title,
    ];
    expect(kinds).not.toContain(null);
    expect(new Set(kinds).size).toBe(kinds.length);

    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await tokenColors(page, 'Código en TypeScript');
    expect(dark.background).not.toBe(light.background);
    expect(dark.keyword).not.toBe(light.keyword);
    const darkKinds = [dark.text, dark.keyword, dark.string, dark.comment, dark.number, dark.title];
    expect(new Set(darkKinds).size).toBe(darkKinds.length);
  });

  test('scroll their long lines inside the block, by keyboard too', async ({ page }) => {
    expect(withNginx, 'some article has an ```nginx block').toBeDefined();
    await page.goto(`/${withNginx!.slug}`);
    const block = page.getByRole('region', { name: 'Código en nginx' });
    await expect(block).toHaveAttribute('tabindex', '0');
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits).toBe(true);
    const scrollable = await block.evaluate((node) => node.scrollWidth > node.clientWidth);
    if (test.info().project.name === 'mobile') expect(scrollable).toBe(true);
    if (!scrollable) return;
    await block.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => block.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('blog search', () => {
  const query = 'guia';
  const expected = filterByText(articles, query, searchTextOf).map((article) => article.title);

  function blogSearch(page: Page) {
    return {
      box: page.getByRole('searchbox', { name: 'Buscar en el blog' }),
      count: page.getByText(/^\d+ artículos? encontrados?$/),
      titles: page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }),
    };
  }

  // Text typed before hydration counts too (see first-second.spec.ts), so no wait is needed.
  async function searchFor(page: Page, text: string, expectedCount: string) {
    const { box, count } = blogSearch(page);
    await box.fill(text);
    await expect(count).toHaveText(expectedCount);
  }

  /** The requests for the search index the page makes from now on. */
  function indexRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SEARCH_INDEX_PATH) urls.push(request.url());
    });
    return urls;
  }

  test('finds articles without caring about accents, keeps ?q= and a reload restores it', async ({
    page,
  }) => {
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(articles.length);
    await page.goto('/blog');
    const { box, count, titles } = blogSearch(page);
    await searchFor(page, 'GUÍA', `${expected.length} artículos encontrados`);
    await expect(titles).toHaveText(expected);
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(page).toHaveURL(/\/blog\?q=GU%C3%8DA$/);

    await page.goto(`/blog?q=${query}`);
    await expect(box).toHaveValue(query);
    await expect(count).toHaveText(`${expected.length} artículos encontrados`);
    await expect(titles).toHaveText(expected);
    await page.reload();
    await expect(box).toHaveValue(query);
    await expect(titles).toHaveText(expected);

    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(titles).toHaveText(articles.slice(0, 12).map((article) => article.title));
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('fetches the versioned index once, when the field is first used', async ({ page }) => {
    const requests = indexRequests(page);
    await page.goto('/blog');
    await waitForHydration(page);
    expect(requests).toEqual([]);
    const { box, count } = blogSearch(page);
    await box.focus();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toMatch(/\/blog\/busqueda\.json\?v=[0-9a-f]{12}$/);
    await box.fill('seo');
    await expect(count).toHaveText(/^[1-9]\d* artículos? encontrados?$/);
    await box.fill('hosting');
    expect(requests).toHaveLength(1);
  });

  test('shows 12 results at a time, in the cards of the list, with "Ver más"', async ({ page }) => {
    // An index of 30 articles, copies of the real ones under other slugs.
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...articles[index % articles.length]!,
      slug: `copia-${index + 1}`,
      title: `Copia ${index + 1} de un artículo del blog`,
    }));
    await page.route(`**${SEARCH_INDEX_PATH}?*`, (route) =>
      route.fulfill({ json: buildSearchIndex(many) }),
    );
    await page.goto('/blog');
    const { titles } = blogSearch(page);
    await searchFor(page, 'copia', '30 artículos encontrados');
    await expect(titles).toHaveCount(12);
    const first = page.getByRole('main').getByRole('article').first();
    await expect(
      first.getByRole('link', { name: 'Copia 1 de un artículo del blog' }),
    ).toHaveAttribute('href', '/copia-1');
    await expect(first.locator('img').first()).toHaveAttribute('src', many[0]!.image);
    await expect(first.getByText(`Por ${many[0]!.byline.name}`)).toBeVisible();
    await expect(first.getByRole('link', { name: many[0]!.categoryInfo!.name })).toBeVisible();

    await page.getByRole('button', { name: 'Ver más artículos (18 restantes)' }).click();
    await expect(titles).toHaveCount(24);
    await expect(
      page.getByRole('link', { name: 'Copia 13 de un artículo del blog' }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Ver más artículos (6 restantes)' }).click();
    await expect(titles).toHaveCount(30);
    await expect(page.getByRole('button', { name: /Ver más/ })).toHaveCount(0);
  });

  test("offline, says the search could not load and keeps the page's list", async ({
    page,
    context,
  }) => {
    await page.goto('/blog');
    await waitForHydration(page);
    const { box, titles, count } = blogSearch(page);
    await context.setOffline(true);
    await box.fill('seo');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'No pudimos cargar la búsqueda',
    );
    await expect(titles).toHaveText(articles.slice(0, 12).map((article) => article.title));

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(count).toHaveText(/^\d+ artículos? encontrados?$/);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('says when nothing matches and brings the whole list back', async ({ page }) => {
    await page.goto('/blog');
    const { box, titles } = blogSearch(page);
    await searchFor(page, 'zapatería ortopédica', '0 artículos encontrados');
    await expect(
      page.getByRole('heading', { name: 'No encontramos artículos con esa búsqueda' }),
    ).toBeVisible();
    await expect(titles).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver todos los artículos' }).click();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await expect(titles).toHaveText(articles.slice(0, 12).map((article) => article.title));
    await expect(page).toHaveURL(/\/blog$/);
  });
});

for (const article of articles) {
  test.describe(`article /${article.slug}`, () => {
    test('has its title, metadata, structured data and working table of contents', async ({
      page,
    }) => {
      await page.goto(`/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page).toHaveTitle(`${article.title} | Código Verde`);
      const meta = (selector: string) => page.locator(selector).first();
      await expect(meta('meta[name="description"]')).toHaveAttribute(
        'content',
        article.description,
      );
      await expect(meta('meta[name="keywords"]')).toHaveAttribute(
        'content',
        article.keywords.join(','),
      );
      await expect(meta('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${SITE}/${article.slug}`,
      );
      await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(meta('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${SITE}${getShareImagePath(article.image)}`,
      );
      await expect(meta('meta[property="article:published_time"]')).toHaveAttribute(
        'content',
        article.publishedDate,
      );
      await expect(page.locator('main time').first()).toHaveAttribute(
        'datetime',
        article.publishedDate,
      );

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
      expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);

      const toc = page.getByRole('navigation', { name: 'En este artículo' });
      const firstEntry = toc.getByRole('link').first();
      const target = (await firstEntry.getAttribute('href'))!;
      await firstEntry.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const heading = page.locator(target);
      await expect(heading).toBeInViewport();
      const headerHeight = (await page.getByRole('banner').boundingBox())!.height;
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerHeight - 1);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is fully readable', async ({ page }) => {
    const article = articles[articles.length - 1]!;
    await page.goto(`/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('main table').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Conclusión' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the blog list shows its articles', async ({ page }) => {
    await page.goto('/blog?q=guia');
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(articles.slice(0, 12).map((article) => article.title));
  });
});

test.describe('an article page travels once', () => {
  const first = articles.find((article) => article.slug === 'guia-completa-hosting')!;
  const withCode = articles.find((article) => article.slug === 'cache-navegador')!;
  /** The article's h2 and h3 headings, counted from its Markdown. */
  const headingCount = (content: string) => content.match(/^#{2,3} /gm)?.length ?? 0;

  async function expectWholeArticle(page: Page, article: (typeof articles)[number]) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    // Every entry, h3 ones included (a phone shows only the h2 ones).
    const toc = page.getByRole('navigation', { name: 'En este artículo' }).locator('a');
    await expect(toc).toHaveCount(headingCount(article.content));
    // Each entry leads to its heading in the body.
    for (const id of await toc.evaluateAll((links) =>
      links.map((link) => decodeURIComponent((link as HTMLAnchorElement).hash.slice(1))),
    ))
      await expect(page.locator(`main article :is(h2, h3)[id="${id}"]`)).toHaveCount(1);
  }

  test('its document holds the body once; the payload fetched to navigate holds it whole', async ({
    request,
  }) => {
    const sentence = first.content.split('\n').find((line) => /^[A-ZÁÉÍÓÚ¿¡].{60}/.test(line))!;
    const words = sentence.slice(0, 40);
    const html = await (await request.get(`/${first.slug}`)).text();
    expect(html.split(words)).toHaveLength(2);
    const payload = await (await request.get(`/${first.slug}.txt`)).text();
    expect(payload).toContain(words);
  });

  test('navigating on the client to, between and back to articles shows each one whole', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/${first.slug}`);
    await expectWholeArticle(page, first);
    // A full page load would lose this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page
      .getByRole('navigation', { name: 'Ruta de navegación' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.getByRole('main').getByRole('link', { name: withCode.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${withCode.slug}$`));
    await expectWholeArticle(page, withCode);
    await expect(page.locator('main pre code .hljs-keyword').first()).toBeVisible();

    const related = page
      .getByRole('region', { name: 'Sigue leyendo' })
      .getByRole('heading')
      .getByRole('link');
    const next = (await related.first().getAttribute('href'))!;
    await related.first().click();
    await expect(page).toHaveURL(new RegExp(`${next}$`));
    await expectWholeArticle(
      page,
      articles.find((article) => `/${article.slug}` === next)!,
    );

    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${first.slug}$`));
    await expectWholeArticle(page, first);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });
});
