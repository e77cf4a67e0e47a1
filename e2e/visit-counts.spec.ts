import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { WHATSAPP_PLACES } from '../lib/analytics/whatsapp-places';
import { getWhatsAppUrlPrefix } from '../lib/site/whatsapp';
import { e2eVisitsDbPath } from '../playwright.config';
import { expect, testWithoutConsent as test } from './fixtures';

type StoredEvent = {
  kind: string;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  place: string | null;
};

/** An address in a /64 of its own (the beacon limit counts a /64 as one visitor). */
const newVisitorAddress = (id: string) =>
  `2001:db8:${id.slice(0, 4)}:${id.slice(4, 8)}::${id.slice(8)}`;

/**
 * Gives the context a visitor of its own: an address (sent as X-Real-IP, which the e2e server
 * trusts like one behind nginx) and a referrer host no other test uses. Links to WhatsApp open
 * nothing outside the machine.
 */
async function becomeNewVisitor(context: BrowserContext) {
  const id = randomBytes(6).toString('hex');
  await context.setExtraHTTPHeaders({ 'X-Real-IP': newVisitorAddress(id) });
  await context.route('https://wa.me/**', (route) => route.abort());
  return `visitante-${id}.example`;
}

/** The events of the visitor whose first view came from `referrerHost`, oldest first. */
function readVisitorEvents(referrerHost: string): StoredEvent[] {
  const db = new Database(e2eVisitsDbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT kind, path, referrer_host AS referrerHost, utm_source AS utmSource, place
         FROM visit_events WHERE visitor_hash = (
           SELECT visitor_hash FROM visit_events WHERE referrer_host = ?)
         ORDER BY id`,
      )
      .all(referrerHost) as StoredEvent[];
  } finally {
    db.close();
  }
}

const isBeacon = (url: string) => new URL(url).pathname === '/api/visitas';
const beaconSent = (page: Page) => page.waitForResponse((response) => isBeacon(response.url()));

test('a page view, a client-side navigation and a WhatsApp click are counted once each, and nothing is written to the browser', async ({
  page,
  context,
}) => {
  const referrer = await becomeNewVisitor(context);
  const beacons: string[] = [];
  page.on('request', (request) => isBeacon(request.url()) && beacons.push(request.url()));

  const firstView = beaconSent(page);
  await page.goto('/?utm_source=boletin&utm_campaign=noviembre', {
    referer: `https://${referrer}/articulo`,
  });
  expect((await firstView).status()).toBe(204);

  const secondView = beaconSent(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nosotros' }).click();
  await expect(page).toHaveURL(/\/sobre-nosotros$/);
  expect((await secondView).status()).toBe(204);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  const click = beaconSent(page);
  await page.getByRole('link', { name: /Agenda tu llamada por WhatsApp/ }).click();
  expect((await click).status()).toBe(204);

  await expect
    .poll(() => readVisitorEvents(referrer))
    .toEqual([
      { kind: 'visita', path: '/', referrerHost: referrer, utmSource: 'boletin', place: null },
      { kind: 'visita', path: '/sobre-nosotros', referrerHost: null, utmSource: null, place: null },
      {
        kind: 'whatsapp',
        path: '/sobre-nosotros',
        referrerHost: null,
        utmSource: null,
        place: 'banda-cta',
      },
    ]);
  await page.waitForLoadState('networkidle');
  expect(beacons).toHaveLength(3);
  expect(readVisitorEvents(referrer)).toHaveLength(3);

  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length })),
  ).toEqual({ local: 0, session: 0 });
});

test("on a service page, a click on the floating button, the mobile menu or the footer is that page's conversation", async ({
  page,
  context,
  isMobile,
}) => {
  const referrer = await becomeNewVisitor(context);
  const path = '/servicios/chatbots-whatsapp-ia';
  const view = beaconSent(page);
  await page.goto(path, { referer: `https://${referrer}/` });
  await view;

  for (const link of [
    page.getByRole('link', { name: 'Escríbenos por WhatsApp' }),
    page.getByRole('contentinfo').getByRole('link', { name: 'WhatsApp', exact: true }),
  ]) {
    const click = beaconSent(page);
    await link.click();
    expect((await click).status()).toBe(204);
  }
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const click = beaconSent(page);
    await page
      .locator('#menu-movil')
      .getByRole('link', { name: /^WhatsApp/ })
      .click();
    expect((await click).status()).toBe(204);
  }

  const places = ['boton-flotante', 'pie', ...(isMobile ? ['menu-movil'] : [])];
  await expect
    .poll(() => readVisitorEvents(referrer))
    .toEqual([
      { kind: 'visita', path, referrerHost: referrer, utmSource: null, place: null },
      ...places.map((place) => ({
        kind: 'whatsapp',
        path,
        referrerHost: null,
        utmSource: null,
        place,
      })),
    ]);
});

test('a browser that sends Global Privacy Control sends no beacon and is not counted', async ({
  page,
  context,
}) => {
  const referrer = await becomeNewVisitor(context);
  await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const beacons: string[] = [];
  page.on('request', (request) => isBeacon(request.url()) && beacons.push(request.url()));

  await page.goto('/', { referer: `https://${referrer}/` });
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Contáctanos por WhatsApp' }).click();
  await page.goto('/sobre-nosotros');
  await page.waitForLoadState('networkidle');

  expect(beacons).toEqual([]);
  expect(readVisitorEvents(referrer)).toEqual([]);
});

test('a landing from an ad whose URL carries a 2 KB gclid is counted once, with its campaign', async ({
  page,
  context,
}) => {
  const referrer = await becomeNewVisitor(context);
  const view = beaconSent(page);
  await page.goto(
    `/?utm_source=google&utm_medium=cpc&utm_campaign=buen-fin&gclid=${'Cj0KCQiA'.repeat(256)}`,
    { referer: `https://${referrer}/` },
  );
  const response = await view;
  expect(response.status()).toBe(204);
  expect(response.request().postData()).not.toContain('gclid');
  await expect.poll(() => readVisitorEvents(referrer)).toHaveLength(1);
  const db = new Database(e2eVisitsDbPath, { readonly: true, fileMustExist: true });
  try {
    expect(
      db
        .prepare(
          `SELECT path, utm_source AS source, utm_medium AS medium, utm_campaign AS campaign
           FROM visit_events WHERE referrer_host = ?`,
        )
        .all(referrer),
    ).toEqual([{ path: '/', source: 'google', medium: 'cpc', campaign: 'buen-fin' }]);
  } finally {
    db.close();
  }
});

test.describe('another site', () => {
  // Its page never hydrates: it is not the site's.
  test.use({ hydrateOnGoto: false });

  test('a page of another site that posts beacons to the API counts nothing', async ({
    page,
    context,
    baseURL,
  }) => {
    // The visitor's address goes in by interception: an extra header set on the whole context
    // would make the cross-site beacon need a CORS preflight, which a beacon never makes.
    const id = randomBytes(6).toString('hex');
    const referrer = `visitante-${id}.example`;
    await context.route('**/api/visitas', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'x-real-ip': newVisitorAddress(id) },
      }),
    );
    // 127.0.0.1 is another site than localhost. Chromium asks the visitor before a page reaches
    // a loopback address; this visitor has said yes, as a real one tricked into it could.
    await context.grantPermissions(['local-network-access']);
    const site = new URL(baseURL ?? '');
    const otherSite = `http://127.0.0.1:${site.port}/otro-sitio`;
    await context.route(otherSite, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Otro sitio</title>' }),
    );
    await page.goto(otherSite);
    const sendForgedView = () =>
      page.evaluate(
        ([url, host]) =>
          navigator.sendBeacon(url, JSON.stringify({ path: '/', referrerHost: host })),
        [`${site.origin}/api/visitas`, referrer] as const,
      );
    const answer = page.waitForResponse((response) => isBeacon(response.url()));
    expect(await sendForgedView()).toBe(true);
    expect((await answer).status()).toBe(204);
    await page.waitForLoadState('networkidle');
    expect(readVisitorEvents(referrer)).toEqual([]);

    // The same beacon from a page of the site counts: what stopped it was where it came from.
    await page.goto(`${site.origin}/sobre-nosotros`);
    expect(await sendForgedView()).toBe(true);
    await expect.poll(() => readVisitorEvents(referrer)).toHaveLength(1);
  });
});

for (const route of [
  '/',
  '/servicios/chatbots-whatsapp-ia',
  '/proyectos/tienda-artesanias-oaxaca',
  '/sobre-nosotros',
  '/sistema-rifas',
  '/login-cliente',
  '/login-cliente/recuperar',
  '/cache-navegador',
])
  test(`every WhatsApp link of ${route} sits in a known place`, async ({ page }) => {
    await page.goto(route);
    const places = await page.evaluate(
      (prefix) =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
          .filter((link) => link.href.startsWith(prefix))
          .map((link) => link.closest('[data-lugar]')?.getAttribute('data-lugar') ?? 'ninguno'),
      getWhatsAppUrlPrefix(),
    );
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(WHATSAPP_PLACES).toContain(place);
  });
