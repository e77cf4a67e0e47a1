import type { Locator, Page } from '@playwright/test';
import home from '../content/home.json';
import { checkCatalog } from '../lib/catalog/catalog';
import { getProjectPath, getServicePath } from '../lib/site/paths';
import { siteConfig } from '../lib/site/site-config';
import { COLOR_SCHEMES } from './accessibility';
import { expect, isMobileProject, test } from './fixtures';

declare global {
  interface Window {
    layoutShift: number;
  }
}
type LayoutShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean };

const INTERVAL_MS = 5000;
const START = new Date('2026-03-02T10:00:00-06:00');
const { projects, services } = checkCatalog();
const titles = projects.map((project) => project.title);

/**
 * Opens the home page with the clock stopped. The clock runs in small steps only until the
 * pre-rendered content is revealed, then the page is left to hydrate.
 */
async function openHome(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto('/');
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(page.locator('#inicio')).toBeVisible({ timeout: 50 });
  }).toPass();
  await page.waitForLoadState('networkidle');
}

/** The project titles the carousel shows, in reading order. */
async function shownTitles(carousel: Locator): Promise<string[]> {
  const cards = await carousel.getByRole('heading', { level: 3 }).all();
  const placed = await Promise.all(
    cards.map(async (card) => ({ text: await card.innerText(), box: await card.boundingBox() })),
  );
  return placed
    .sort((a, b) => (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0))
    .map((card) => card.text);
}

const windowFrom = (start: number) => [0, 1, 2].map((i) => titles[(start + i) % titles.length]);
/** The last project's index: the carousel takes any number of them. */
const last = titles.length - 1;

test.describe('home page', () => {
  test('has its sections in order', async ({ page }) => {
    await page.goto('/');
    const headings = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((s) => s.querySelector('h1, h2')?.textContent));
    expect(headings).toEqual([
      siteConfig.tagline,
      'Confían en nosotros',
      expect.stringMatching(/trabajan para nuestros clientes/),
      expect.stringMatching(/Lo que dicen/),
      expect.stringMatching(/Todo lo que tu negocio necesita/),
      expect.stringMatching(/Resolvemos tus dudas/),
      'Formas de pago',
    ]);
    await expect(page.locator('main > section').nth(2)).toHaveAttribute('id', 'proyectos');
    await expect(page.locator('main > section').nth(4)).toHaveAttribute('id', 'servicios');
  });

  test('the hero WhatsApp button opens a chat with the greeting in a new tab', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#inicio');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(siteConfig.tagline);
    const whatsapp = hero.getByRole('link', { name: 'Contáctanos por WhatsApp' });
    const url = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(url.origin + url.pathname).toBe(`https://wa.me/${siteConfig.whatsapp.number}`);
    expect(url.searchParams.get('text')).toBe(siteConfig.whatsapp.greeting);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(hero.getByText('¿Qué esperas para ser nuestro cliente?')).toBeVisible();
  });

  test('the carousel shows 3 projects, advances every 5 s and wraps after the last', async ({
    page,
  }) => {
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Proyectos', exact: true });
    await expect(carousel.getByRole('article')).toHaveCount(3);
    await expect(carousel.locator('article')).toHaveCount(titles.length);
    expect(await shownTitles(carousel)).toEqual(windowFrom(0));

    await page.clock.runFor(INTERVAL_MS - 500);
    expect(await shownTitles(carousel)).toEqual(windowFrom(0));
    await page.clock.runFor(500);
    await expect.poll(() => shownTitles(carousel)).toEqual(windowFrom(1));

    await page.clock.runFor((last - 2) * INTERVAL_MS);
    await expect.poll(() => shownTitles(carousel)).toEqual(windowFrom(last - 1));
    expect(windowFrom(last - 1)).toEqual([titles[last - 1], titles[last], titles[0]]);
    await expect(carousel.getByRole('article')).toHaveCount(3);
  });

  test('the carousel stops while paused and moves with its buttons', async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole('region', { name: 'Proyectos', exact: true });
    await carousel.getByRole('button', { name: 'Pausar carrusel' }).click();
    const resume = carousel.getByRole('button', { name: 'Reanudar carrusel' });
    await expect(resume).toBeVisible();
    // Only the pause holds it: the pointer and the focus leave the carousel.
    await resume.blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3 * INTERVAL_MS);
    expect(await shownTitles(carousel)).toEqual(windowFrom(0));

    await carousel.getByRole('button', { name: 'Proyecto anterior' }).click();
    await expect.poll(() => shownTitles(carousel)).toEqual(windowFrom(last));
    await carousel.getByRole('button', { name: 'Proyecto siguiente' }).click();
    await carousel.getByRole('button', { name: 'Proyecto siguiente' }).click();
    await expect.poll(() => shownTitles(carousel)).toEqual(windowFrom(1));

    await resume.click();
    await carousel.getByRole('button', { name: 'Pausar carrusel' }).blur();
    await page.mouse.move(0, 0);
    await page.clock.runFor(INTERVAL_MS);
    await expect.poll(() => shownTitles(carousel)).toEqual(windowFrom(2));
  });

  test('the carousel animates its moves unless reduced motion is asked for', async ({ page }) => {
    const animationOfShownSlides = () =>
      page
        .locator('#proyectos ul > li:not([hidden])')
        .evaluateAll((slides) => slides.map((slide) => getComputedStyle(slide).animationName));
    await openHome(page);
    await page.clock.runFor(INTERVAL_MS);
    await expect.poll(animationOfShownSlides).not.toContain('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.runFor(INTERVAL_MS);
    await expect.poll(() => shownTitles(page.locator('#proyectos'))).toEqual(windowFrom(2));
    expect(await animationOfShownSlides()).toEqual(['none', 'none', 'none']);
  });

  test('clicking a project image opens the project site in a new tab', async ({
    page,
    context,
  }) => {
    for (const project of projects) {
      await context.route(`${project.url}/**`, (route) =>
        route.fulfill({ body: '<title>ok</title>', contentType: 'text/html' }),
      );
    }
    await openHome(page);
    const project = projects[1]!;
    const carousel = page.getByRole('region', { name: 'Proyectos', exact: true });
    const link = carousel.getByRole('link', {
      name: `Abrir ${project.title} en una pestaña nueva`,
    });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(`${project.url}/`);
    await expect(popup).toHaveTitle('ok');
    await popup.close();
    // Beside the image, a visible link leads to the case, in the same tab.
    const caseLink = carousel.getByRole('link', { name: `Ver el caso: ${project.title}` });
    await expect(caseLink).toBeVisible();
    await caseLink.click();
    await expect(page).toHaveURL(getProjectPath(project));
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
  });

  test('the third testimonial shows first and a portrait selects another', async ({ page }) => {
    await openHome(page);
    const third = home.reviews[2]!;
    const other = home.reviews[0]!;
    const thirdButton = page.getByRole('button', { name: `Ver testimonio de ${third.name}` });
    const otherButton = page.getByRole('button', { name: `Ver testimonio de ${other.name}` });
    await expect(thirdButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(third.text)).toBeVisible();
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);

    await otherButton.click();
    await expect(otherButton).toHaveAttribute('aria-pressed', 'true');
    await expect(thirdButton).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(other.text)).toBeVisible();
    await expect(page.getByText(third.text)).toHaveCount(0);
  });

  test('FAQ answers open one at a time and close on a second click', async ({ page }) => {
    await openHome(page);
    const [first, second] = home.faq;
    const question = (text: string) => page.locator('summary').filter({ hasText: text });
    await question(first!.question).click();
    await expect(page.getByText(first!.answer)).toBeVisible();
    await question(second!.question).click();
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(page.getByText(first!.answer)).toBeHidden();
    await question(second!.question).click();
    await expect(page.getByText(second!.answer)).toBeHidden();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test('the payment strip names every method and leads to the transfer details', async ({
    page,
  }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Formas de pago' });
    for (const name of ['Transferencia SPEI', 'Visa', 'Mastercard', 'Efectivo en OXXO', 'Bitso']) {
      await expect(strip.getByRole('img', { name, exact: true })).toBeVisible();
    }
    await expect(strip.getByRole('img', { name: siteConfig.bank.bankName })).toBeVisible();
    await strip.getByRole('link', { name: 'Ver datos para transferencia' }).click();
    await expect(page).toHaveURL(/\/bitso-mx$/);
  });

  test('nothing moves while the page loads and the carousel advances', async ({ page }) => {
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShiftEntry[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openHome(page);
    await page.locator('#proyectos').scrollIntoViewIfNeeded();
    for (let step = 1; step <= 3; step++) {
      await page.clock.runFor(INTERVAL_MS);
      await expect.poll(() => shownTitles(page.locator('#proyectos'))).toEqual(windowFrom(step));
    }
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.01);
  });
});

test('the exported HTML has every project, the first testimonial and every answer', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  for (const project of projects) expect(html).toContain(`href="${project.url}"`);
  expect(html).toContain(home.reviews[2]!.text);
  for (const entry of home.faq) {
    expect(html).toContain(`<details name="preguntas-frecuentes"`);
    expect(html).toContain(entry.answer);
  }
});

test('the services list has every service, the invitation to ask sits after it', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#servicios');
  await expect(section.getByRole('list').first().getByRole('listitem')).toHaveCount(
    services.length,
  );
  for (const service of services) {
    await expect(section.getByRole('link', { name: service.title, exact: true })).toHaveAttribute(
      'href',
      getServicePath(service),
    );
  }
  await expect(section.getByRole('link', { name: /Qué incluye cada servicio/ })).toHaveAttribute(
    'href',
    '/servicios',
  );
  await expect(section.getByRole('heading', { name: '¿Buscas algo diferente?' })).toBeVisible();
  await expect(
    section.getByRole('listitem').filter({ hasText: '¿Buscas algo diferente?' }),
  ).toHaveCount(0);
});

// The hero's stylesheet puts the illustration beside the text from the `lg` breakpoint on; the
// dark variant's <picture> must not take that column (see e2e/layout-checks.ts).
for (const colorScheme of COLOR_SCHEMES) {
  test(`the hero is two columns at 1024 and 1440 px in the ${colorScheme} scheme: text left, picture right`, async ({
    page,
  }, testInfo) => {
    test.skip(isMobileProject(testInfo.project.name), 'sets its own desktop widths');
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    const hero = page.locator('#inicio');
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const title = await hero.getByRole('heading', { level: 1 }).boundingBox();
      const picture = await hero
        .getByRole('img', { name: /^Sitio web y aplicación móvil/ })
        .boundingBox();
      expect(title && picture, `${width} px`).toBeTruthy();
      if (!title || !picture) continue;
      expect(
        picture.x,
        `${width} px: the picture starts right of the headline`,
      ).toBeGreaterThanOrEqual(title.x + title.width);
      expect(
        picture.y,
        `${width} px: the picture sits beside the headline, not below it`,
      ).toBeLessThan(title.y + title.height);
    }
  });
}
