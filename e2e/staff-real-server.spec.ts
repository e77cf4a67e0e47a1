import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { toMexicoCityDate } from '../lib/site/mexico-city-date';
import { addDays } from '../lib/staff-area/dashboard-view';
import { expect, test } from './fixtures';
import {
  addStaff,
  readPrintedReport,
  seedVisits,
  signInAndEnrol,
  type Figures,
  type PrintedReport,
  type SeededVisits,
} from './staff-server';

// The staff area end to end through `npm run serve`: accounts made with `npm run personal`,
// visits seeded into the server's own file, figures checked against `npm run estadisticas`.

/** The last seeded day is yesterday (closed); the period is the week that ends on it. */
const to = addDays(toMexicoCityDate(Date.now()), -1);
const from = addDays(to, -6);
const day = (offset: number) => addDays(from, offset);

const SEED: SeededVisits[] = [
  {
    day: day(0),
    path: '/',
    source: 'google.com',
    device: 'escritorio',
    visits: 40,
    visitors: 30,
    clicks: 3,
    place: 'portada',
  },
  {
    day: day(1),
    path: '/',
    source: 'facebook.com',
    device: 'telefono',
    visits: 25,
    visitors: 20,
    clicks: 1,
    place: 'boton-flotante',
  },
  {
    day: day(2),
    path: '/',
    source: null,
    device: 'telefono',
    visits: 12,
    visitors: 10,
    clicks: 0,
    place: 'portada',
  },
  {
    day: day(3),
    path: '/sistema-rifas',
    source: 'google.com',
    device: 'escritorio',
    visits: 18,
    visitors: 15,
    clicks: 4,
    place: 'apartado-rifa',
  },
  {
    day: day(4),
    path: '/sistema-rifas',
    source: 'facebook.com',
    device: 'telefono',
    visits: 9,
    visitors: 8,
    clicks: 2,
    place: 'apartado-rifa',
  },
  {
    day: day(4),
    path: '/blog',
    source: 'google.com',
    device: 'escritorio',
    visits: 14,
    visitors: 11,
    clicks: 1,
    place: 'pie',
  },
  {
    day: day(5),
    path: '/cache-navegador',
    source: 'google.com',
    device: 'telefono',
    visits: 30,
    visitors: 27,
    clicks: 2,
    place: 'final-articulo',
  },
  {
    day: day(6),
    path: '/cache-navegador',
    source: 'linkedin.com',
    device: 'escritorio',
    visits: 7,
    visitors: 7,
    clicks: 0,
    place: 'final-articulo',
  },
  {
    day: day(6),
    path: '/sobre-nosotros',
    source: null,
    device: 'tableta',
    visits: 5,
    visitors: 5,
    clicks: 0,
    place: 'pie',
  },
];

const PAGE = '/sistema-rifas';
const SOURCE = 'google.com';
const ON_PAGE = { pagina: PAGE };
const ON_PAGE_AND_SOURCE = { pagina: PAGE, origen: SOURCE };

/** What `npm run estadisticas` prints for the period: all of it, the page, the page and source. */
async function readPrintedViews() {
  const [all, onPage, onPageAndSource] = await Promise.all([
    readPrintedReport(from, to),
    readPrintedReport(from, to, ON_PAGE),
    readPrintedReport(from, to, ON_PAGE_AND_SOURCE),
  ]);
  return { all, onPage, onPageAndSource };
}

/** What the seed adds to a view: a source filter leaves visitors and clicks uncounted. */
function sumSeed(filters: { pagina?: string; origen?: string }) {
  const groups = SEED.filter(
    (group) =>
      (!filters.pagina || group.path === filters.pagina) &&
      (!filters.origen || group.source === filters.origen),
  );
  const add = (key: 'visits' | 'visitors' | 'clicks') =>
    groups.reduce((total, group) => total + group[key], 0);
  return {
    visits: add('visits'),
    visitors: filters.origen ? null : add('visitors'),
    clicks: filters.origen ? null : add('clicks'),
  };
}

/** The printed totals went up by exactly what was seeded (a reused server may hold older runs). */
function expectSeedAdded(
  before: PrintedReport,
  after: PrintedReport,
  filters: { pagina?: string; origen?: string },
) {
  const seeded = sumSeed(filters);
  const added = (key: 'visits' | 'visitors' | 'clicks') => {
    const value = after.totals[key];
    return value === null ? null : value - (before.totals[key] ?? 0);
  };
  expect({ visits: added('visits'), visitors: added('visitors'), clicks: added('clicks') }).toEqual(
    seeded,
  );
}

const count = new Intl.NumberFormat('es-MX');
const FIGURE_LABELS = {
  visits: 'Visitas',
  visitors: 'Visitantes (distintos por día)',
  clicks: 'Clics en WhatsApp',
  rate: 'Clics por cada 100 visitas',
} as const;

/**
 * The dashboard's four headline figures show the printed totals. A click keeps no source, so
 * under a source filter the command prints «—» for the clicks and their rate, as the dashboard
 * does.
 */
async function expectHeadline(page: Page, totals: Figures) {
  const shown = {
    visits: count.format(totals.visits),
    visitors: totals.visitors === null ? '—' : count.format(totals.visitors),
    clicks: totals.clicks === null ? '—' : count.format(totals.clicks),
    rate: totals.rate,
  };
  for (const [key, label] of Object.entries(FIGURE_LABELS)) {
    const figure = page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
      .locator('..');
    await expect(figure.getByRole('definition').first(), label).toHaveText(
      shown[key as keyof typeof shown],
    );
  }
}

/**
 * The rows of the dashboard's table of pages: path, visits, visitors, clicks, rate. The path is
 * its filter button's text: a phone also stacks the other figures under it.
 */
async function readPagesTable(page: Page): Promise<string[][]> {
  const rows = page.getByRole('region', { name: 'Páginas' }).getByRole('row');
  await expect(rows.first()).toBeVisible();
  const all = await rows.evaluateAll((elements) =>
    elements.map((row) =>
      [...row.children].map((cell) =>
        ((cell.querySelector('button') ?? cell).textContent ?? '').trim(),
      ),
    ),
  );
  return all.slice(1);
}

const toPageLine = (page: PrintedReport['pages'][number]) => [
  page.path,
  count.format(page.visits),
  page.visitors === null ? '—' : count.format(page.visitors),
  page.clicks === null ? '—' : count.format(page.clicks),
  page.rate,
];

test.describe('staff area on the real server', () => {
  // One run seeds the e2e server's shared visits file; the phone layout is the mocked spec's.
  test.skip(({ isMobile }) => isMobile, 'Seeds the shared e2e databases once, on desktop.');

  const runId = Date.now().toString(36);
  const manager = {
    email: `gerente-${runId}@codigoverde.mx`,
    name: 'Marta Ruiz',
    role: 'gerente',
  } as const;
  const reader = {
    email: `lector-${runId}@codigoverde.mx`,
    name: 'Luis Pérez',
    role: 'lector',
  } as const;

  test('a manager made by the command enrols, reads the printed figures, filters, downloads the CSV and signs out', async ({
    page,
    context,
  }) => {
    test.slow();
    await addStaff(manager);
    const before = await readPrintedViews();
    seedVisits(SEED);
    const { all, onPage, onPageAndSource } = await readPrintedViews();
    expectSeedAdded(before.all, all, {});
    expectSeedAdded(before.onPage, onPage, ON_PAGE);
    expectSeedAdded(before.onPageAndSource, onPageAndSource, ON_PAGE_AND_SOURCE);

    await page.goto('/panel-agencia');
    await signInAndEnrol(page, manager.email);
    await expect(page.getByRole('banner')).toContainText(manager.name);

    await page.getByRole('combobox', { name: 'Periodo' }).selectOption('personalizado');
    await page.getByLabel('Desde', { exact: true }).fill(from);
    await page.getByLabel('Hasta', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Aplicar fechas' }).click();
    await expect(page).toHaveURL(`/panel-agencia?periodo=personalizado&desde=${from}&hasta=${to}`);
    await expectHeadline(page, all.totals);
    expect(await readPagesTable(page)).toEqual(all.pages.map(toPageLine));
    await expect(page.getByRole('link', { name: 'bitácora', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Filtrar por la página ${PAGE}` }).click();
    await expect(page).toHaveURL(/[?&]pagina=%2Fsistema-rifas$/);
    await expectHeadline(page, onPage.totals);
    expect(await readPagesTable(page)).toEqual(onPage.pages.map(toPageLine));

    await page.getByRole('button', { name: `Filtrar por el origen ${SOURCE}` }).click();
    await expect(page).toHaveURL(
      `/panel-agencia?periodo=personalizado&desde=${from}&hasta=${to}&pagina=%2Fsistema-rifas&origen=google.com`,
    );
    await expect(page.getByRole('button', { name: `Quitar filtro Página: ${PAGE}` })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Quitar filtro Origen: ${SOURCE}` }),
    ).toBeVisible();
    await expectHeadline(page, onPageAndSource.totals);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`estadisticas-${from}-a-${to}.csv`);
    const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    const filtered = onPageAndSource.totals;
    expect(lines).toContain(
      `Periodo,${from},${to},${addDays(from, -7)},${addDays(to, -7)},"página ${PAGE}, origen ${SOURCE}"`,
    );
    expect(lines).toContain(`Totales,actual,${filtered.visits},—,—,—`);
    expect(lines.filter((line) => line.startsWith('Visitas por página,'))).toEqual(
      onPageAndSource.pages.map((row) => `Visitas por página,${row.path},${row.visits},—,—,—`),
    );
    expect(lines).toContain(`Sitios de origen,${SOURCE},${filtered.visits}`);
    const dashboardQuery = new URL(file.url()).search.slice(1);
    expect((await page.request.get('/api/agencia/auditoria')).status()).toBe(200);

    // The download is in the audit log, found by its kind and its person from the URL.
    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Bitácora' })
      .click();
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('Lecturas');
    await page.getByRole('searchbox', { name: 'Persona' }).fill('marta');
    await expect(page).toHaveURL('/panel-agencia/bitacora?tipo=lectura&persona=marta');
    const downloads = page.getByRole('table', { name: 'Bitácora' }).getByRole('row');
    await expect(
      downloads.filter({ hasText: 'descarga de CSV' }).filter({ hasText: manager.email }).first(),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/panel-agencia/bitacora?tipo=lectura');

    const sessionCookies = async () =>
      (await context.cookies()).filter((cookie) => cookie.name === '__Host-cv_agencia_sesion');
    expect(await sessionCookies()).toHaveLength(1);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('form', { name: 'Acceso del equipo' })).toBeVisible();
    await expect(page.getByText('Cerraste tu sesión.')).toBeVisible();
    expect(await sessionCookies()).toEqual([]);
    const afterSignOut = await page.request.get(`/api/agencia/estadisticas?${dashboardQuery}`);
    expect(afterSignOut.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('form', { name: 'Acceso del equipo' })).toBeVisible();
  });

  test('a reader made by the command sees the figures but not the audit log, which the API refuses', async ({
    page,
  }) => {
    await addStaff(reader);
    await page.goto('/panel-agencia');
    await signInAndEnrol(page, reader.email);

    await expect(page.getByRole('banner')).toContainText(reader.name);
    // The e-mail and the role are behind the name, in the account's menu.
    await page.getByRole('banner').locator('summary').click();
    await expect(page.getByText(`${reader.email} · Lectura`)).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: /^Visitas$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /bitácora/i })).toHaveCount(0);
    await page.goto('/panel-agencia/bitacora');
    await expect(
      page.getByText(
        'Tu cuenta es de lectura: la bitácora solo la ve quien administra la agencia.',
      ),
    ).toBeVisible();

    const audit = await page.request.get('/api/agencia/auditoria');
    expect(audit.status()).toBe(403);
    expect(await audit.json()).toEqual({
      error: 'Solo quien gestiona la agencia puede leer la bitácora.',
    });
  });
});
