import type { Page } from '@playwright/test';
import { checkCatalog } from '../lib/catalog/catalog';
import { getCaseGreeting, getServiceGreeting } from '../lib/catalog/catalog-greeting';
import { getProjectPath, getServicePath } from '../lib/site/paths';
import { siteConfig } from '../lib/site/site-config';
import { expect, test } from './fixtures';
import { checkJsonLd } from './json-ld-check';

const SITE = 'http://localhost:3000';
const { services, projects } = checkCatalog();
/** A service with projects and related articles, and one of its cases. */
const service = services.find((candidate) => candidate.slug === 'aplicaciones-web')!;
const serviceProjects = projects.filter((project) => project.service === service.slug);
const project = serviceProjects[0]!;

/** Every JSON-LD block of the page, parsed. */
async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Every URL of the sitemap, following an index to its sitemaps. */
async function readSitemap(page: Page, path = '/sitemap.xml'): Promise<string[]> {
  const xml = await (await page.request.get(path)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const nested = await Promise.all(
    locs
      .filter((loc) => loc.endsWith('.xml'))
      .map((loc) => readSitemap(page, new URL(loc).pathname)),
  );
  return [...locs, ...nested.flat()];
}

test('/servicios lists every service, each leading to its page, and the footer leads there', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Servicios', exact: true }).click();
  await expect(page).toHaveURL('/servicios');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lo que hacemos por tu negocio');
  const main = page.getByRole('main');
  for (const each of services) {
    await expect(main.getByRole('link', { name: each.title, exact: true })).toHaveAttribute(
      'href',
      getServicePath(each),
    );
  }
  await main.getByRole('link', { name: service.title, exact: true }).click();
  await expect(page).toHaveURL(getServicePath(service));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
});

test('a service page says who it is for, what it includes and not, how, what we need and its questions', async ({
  page,
}) => {
  await page.goto(getServicePath(service));
  const main = page.getByRole('main');
  await expect(
    main.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link'),
  ).toHaveText(['Inicio', 'Servicios']);
  for (const [name, items] of [
    ['¿Es para tu negocio?', service.audience],
    ['Qué necesitamos de ti', service.provides],
  ] as const) {
    const region = main.getByRole('region', { name });
    for (const item of items) await expect(region.getByText(item, { exact: true })).toBeVisible();
  }
  const scope = main.getByRole('region', { name: 'Qué incluye y qué no' });
  await expect(scope.getByRole('heading', { level: 3 })).toHaveText(['Incluye', 'No incluye']);
  await expect(scope.getByRole('listitem')).toHaveCount(
    service.includes.length + service.excludes.length,
  );
  const steps = main
    .getByRole('region', { name: /Paso a paso/ })
    .getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(service.steps.map((step, i) => `Paso ${i + 1}: ${step.title}`));

  // The questions open one at a time, without JavaScript of their own.
  const faq = main.getByRole('region', { name: 'Lo que más nos preguntan' });
  const [first, second] = service.faq;
  await faq.getByText(first!.question).click();
  await expect(faq.getByText(first!.answer)).toBeVisible();
  await faq.getByText(second!.question).click();
  await expect(faq.getByText(second!.answer)).toBeVisible();
  await expect(faq.getByText(first!.answer)).toBeHidden();

  // Its projects lead to their cases; its related articles to the blog.
  const cases = main.getByRole('region', { name: 'Lo que ya hicimos con este servicio' });
  for (const each of serviceProjects) {
    await expect(cases.getByRole('link', { name: `Ver el caso: ${each.title}` })).toHaveAttribute(
      'href',
      getProjectPath(each),
    );
  }
  const reading = main.getByRole('region', { name: 'Para leer antes de decidir' });
  for (const slug of service.articles) {
    await expect(reading.locator(`a[href="/${slug}"]`).first()).toBeVisible();
  }
});

test("a service page's WhatsApp buttons name the service and are counted as its page's", async ({
  page,
}) => {
  await page.goto(getServicePath(service));
  const links = page
    .getByRole('main')
    .locator('[data-lugar="pagina-servicio"]')
    .getByRole('link', { name: /WhatsApp|Pregunta por este servicio/ });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.hostname).toBe('wa.me');
    expect(href.searchParams.get('text')).toBe(getServiceGreeting(service));
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

/** Every page of the catalog, from its content, with the greeting its WhatsApp doors prefill. */
const greetedPages = [
  ...services.map((each) => ({ path: getServicePath(each), greeting: getServiceGreeting(each) })),
  ...projects.map((each) => ({ path: getProjectPath(each), greeting: getCaseGreeting(each) })),
];

/**
 * The prefilled text of every link to WhatsApp in the page, menu and footer included, or only of
 * the chrome's (floating button, menu, footer) with `selector`.
 */
const readWhatsAppTexts = (page: Page, selector = 'a[href^="https://wa.me/"]') =>
  page.evaluate(
    (links) =>
      [...document.querySelectorAll<HTMLAnchorElement>(links)].map((link) =>
        new URL(link.href).searchParams.get('text'),
      ),
    selector,
  );

test('every WhatsApp link of every service and case page names it, in the HTML before any script runs', async ({
  request,
}) => {
  for (const { path, greeting } of greetedPages) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<a\s[^>]*>/g)]
      .map(([tag]) => /\shref="(https:\/\/wa\.me\/[^"]*)"/.exec(tag)?.[1])
      .filter((href) => href !== undefined);
    // Its own buttons, the floating button, the mobile menu and the footer's two.
    expect(links.length, path).toBeGreaterThanOrEqual(5);
    for (const href of links) expect(new URL(href).searchParams.get('text'), path).toBe(greeting);
  }
});

test("the chrome's WhatsApp links follow the page through client-side navigation", async ({
  page,
}) => {
  await page.goto(getServicePath(service));
  expect(new Set(await readWhatsAppTexts(page))).toEqual(new Set([getServiceGreeting(service)]));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page
    .getByRole('main')
    .getByRole('link', { name: `Ver el caso: ${project.title}` })
    .click();
  await expect(page).toHaveURL(getProjectPath(project));
  await expect
    .poll(async () => new Set(await readWhatsAppTexts(page)))
    .toEqual(new Set([getCaseGreeting(project)]));

  await page
    .getByRole('banner')
    .getByRole('link', { name: /— inicio$/ })
    .click();
  await expect(page).toHaveURL('/');
  // The home page's own buttons have greetings of their own; the chrome's go back to the site's.
  await expect
    .poll(async () => readWhatsAppTexts(page, 'a[data-site-whatsapp]'))
    .toEqual(Array(4).fill(siteConfig.whatsapp.greeting));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('a case shows its client, sector, time, features, stack and service, and opens the live site', async ({
  page,
  context,
}) => {
  await context.route(`${project.url}/**`, (route) =>
    route.fulfill({ body: '<title>ok</title>', contentType: 'text/html' }),
  );
  await page.goto(getProjectPath(project));
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  for (const value of [
    project.clientName,
    project.clientCity,
    project.clientSector,
    project.duration,
    String(project.year),
  ]) {
    await expect(main.locator('dd').filter({ hasText: value }).first()).toBeVisible();
  }
  await expect(main.getByRole('img', { name: project.imageAlt })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toContainText([
    'El reto',
    'La solución',
    'Cómo trabajamos',
  ]);
  const sheet = main.getByRole('complementary', { name: 'Ficha técnica' });
  for (const feature of project.features) await expect(sheet.getByText(feature)).toBeVisible();
  for (const item of project.stack)
    await expect(sheet.getByText(item, { exact: true })).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    main.getByRole('link', { name: /Visitar el sitio/ }).click(),
  ]);
  await expect(popup).toHaveURL(`${project.url}/`);
  await popup.close();
  await main.locator('dd').getByRole('link', { name: service.title }).click();
  await expect(page).toHaveURL(getServicePath(service));
});

test('the new pages are in the sitemap and carry their own title, description, share image and valid structured data', async ({
  page,
}) => {
  const sitemap = await readSitemap(page);
  expect(sitemap).toContain(`${SITE}/servicios`);
  for (const each of services) expect(sitemap).toContain(`${SITE}${getServicePath(each)}`);
  for (const each of projects) expect(sitemap).toContain(`${SITE}${getProjectPath(each)}`);

  const pages = [
    { path: '/servicios', types: ['BreadcrumbList', 'ItemList'] },
    {
      path: getServicePath(service),
      title: service.title,
      description: service.description,
      types: ['BreadcrumbList', 'Service', 'FAQPage'],
    },
    {
      path: getProjectPath(project),
      title: project.title,
      description: project.description,
      types: ['BreadcrumbList', 'CreativeWork'],
    },
  ];
  for (const expected of pages) {
    await page.goto(expected.path);
    if (expected.title) await expect(page).toHaveTitle(new RegExp(`^${expected.title}`));
    if (expected.description) {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        expected.description,
      );
    }
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\.jpg$/);
    const response = await page.request.get(new URL(image!).pathname);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const data = await readJsonLd(page);
    expect(data.map((block) => block['@type']).sort()).toEqual([...expected.types].sort());
    for (const block of data) expect(checkJsonLd(block)).toEqual([]);
  }
  // The FAQPage says what the page shows, word for word.
  await page.goto(getServicePath(service));
  const faq = (await readJsonLd(page)).find((block) => block['@type'] === 'FAQPage')!;
  expect(faq.mainEntity).toEqual(
    service.faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a service page and a case are whole, questions included', async ({ page }) => {
    await page.goto(getServicePath(service));
    const faq = page.getByRole('region', { name: 'Lo que más nos preguntan' });
    await faq.getByText(service.faq[0]!.question).click();
    await expect(faq.getByText(service.faq[0]!.answer)).toBeVisible();
    await page.goto(getProjectPath(project));
    await expect(page.getByRole('heading', { name: 'La solución' })).toBeVisible();
  });
});
