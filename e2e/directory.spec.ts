import type { Page } from '@playwright/test';
import home from '../content/home.json';
import { expect, test } from './fixtures';

const PATH = '/directorio-clientes';

function directory(page: Page) {
  return {
    search: page.getByRole('searchbox', { name: 'Buscar negocio' }),
    count: page.getByText(/^\d+ negocios?$/),
    categories: page.getByRole('group', { name: 'Categoría' }),
  };
}

/** The full count, read from the server-rendered page before any filter. */
async function readTotal(page: Page): Promise<number> {
  const text = await directory(page).count.textContent();
  return Number(text?.match(/^(\d+)/)?.[1]);
}

// Typing before hydration would be lost, so each interaction is retried until the page reacts.
async function searchFor(page: Page, text: string, expectedCount: string) {
  const { search, count } = directory(page);
  await expect(async () => {
    await search.fill(text);
    await expect(count).toHaveText(expectedCount, { timeout: 1000 });
  }).toPass();
}

test.describe('client directory', () => {
  test('text search ignores accents, is kept in the URL and survives a reload', async ({
    page,
  }) => {
    await page.goto(PATH);
    const total = await readTotal(page);
    expect(total).toBeGreaterThanOrEqual(12);
    await searchFor(page, 'cafe', '1 negocio');
    await expect(page.getByRole('heading', { name: 'Café La Montaña' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Clínica Dental Sonrisa' })).toBeHidden();
    await expect(page).toHaveURL(/\?q=cafe$/);

    await page.reload();
    const { search, count } = directory(page);
    await expect(search).toHaveValue('cafe');
    await expect(count).toHaveText('1 negocio');
    await expect(page.getByRole('heading', { name: 'Café La Montaña' })).toBeVisible();
  });

  test('the category filter changes the count and a shared URL restores it', async ({ page }) => {
    await page.goto(PATH);
    const total = await readTotal(page);
    const { categories, count } = directory(page);
    const health = categories.getByRole('button', { name: 'Salud y bienestar' });
    await expect(async () => {
      await health.click();
      await expect(health).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
    }).toPass();
    await expect(count).not.toHaveText(`${total} negocios`);
    const filtered = await count.textContent();
    await expect(page).toHaveURL(/\?categoria=salud-y-bienestar$/);

    await page.goto(`${PATH}?q=yoga&categoria=salud-y-bienestar`);
    await expect(count).toHaveText('1 negocio');
    await expect(health).toHaveAttribute('aria-pressed', 'true');
    await expect(directory(page).search).toHaveValue('yoga');
    await categories.getByRole('button', { name: 'Todas' }).click();
    await expect(count).not.toHaveText(filtered ?? '');
    await expect(page).toHaveURL(/\?q=yoga$/);
  });

  test('shows an empty state that clears the filters', async ({ page }) => {
    await page.goto(PATH);
    const total = await readTotal(page);
    await searchFor(page, 'zapatería ortopédica', '0 negocios');
    await expect(
      page.getByRole('heading', { name: 'No encontramos negocios con esa búsqueda' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expect(directory(page).count).toHaveText(`${total} negocios`);
    await expect(directory(page).search).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  });

  test('every business and its links are in the exported HTML, before any script runs', async ({
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    const total = Number(html.match(/>(\d+) negocios</)?.[1]);
    expect(total).toBeGreaterThanOrEqual(12);
    expect(html.match(/<h3[^>]*>/g)).toHaveLength(total);
    expect(html).toContain('Café La Montaña');
    expect(html).toMatch(/aria-label="Sitio web de Café La Montaña[^"]*"/);
  });
});

test('every client the home page shows is a business of the directory', async ({ page }) => {
  await page.goto('/');
  const logos = await page
    .getByRole('heading', { name: 'Confían en nosotros' })
    .locator('xpath=..')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  expect(logos).toHaveLength(home.clients.length);
  const named = [...logos, ...home.reviews.map((review) => review.title)];
  await page.goto('/directorio-clientes');
  const businesses = await page.getByRole('heading', { level: 3 }).allTextContents();
  for (const text of named)
    expect(
      businesses.some((business) => text.includes(business)),
      text,
    ).toBe(true);
});
