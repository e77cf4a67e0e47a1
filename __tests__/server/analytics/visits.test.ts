/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { MAX_VISIT_BEACON_BYTES } from '@/lib/analytics/visit-beacon';
import { buildVisitBeacon } from '@/lib/browser/visit-beacon';
import { openVisitsDatabase } from '@/server/analytics/database';
import {
  RAW_VISIT_RETENTION_MS,
  deleteExpiredVisits,
  firstKeptDailyDay,
} from '@/server/analytics/retention';
import { aggregateClosedDays } from '@/server/analytics/rollup';
import { VISIT_BEACON_LIMIT } from '@/server/analytics/visit-api';
import { buildVisitReport } from '@/server/analytics/visit-report';
import { formatVisitReport } from '@/server/analytics/visit-report-text';
import {
  DEVICE_CLASSES,
  VISIT_KINDS,
  classifyDevice,
  readCampaign,
  readReferrerHost,
  toCampaignTag,
} from '@/server/analytics/visits';
import { createApi } from '@/server/api';
import { openClientDatabase, type ClientDatabase } from '@/server/client-area/database';

const SITE_URL = 'http://localhost:3000';
const SEO = '/servicios/asesoria-seo';
const CHATBOTS = '/servicios/chatbots-whatsapp-ia';
const PAGES = new Set(['/', '/blog', '/cache-navegador', '/sobre-nosotros', SEO, CHATBOTS]);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon in Mexico City (UTC−6) on 2026-11-25. */
const NOON = Date.UTC(2026, 10, 25, 18);
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A real API on a loopback port over fresh database files (`db` is the visit counts', `clientDb`
 * the clients'), with a clock the test moves. `send` posts a beacon through the port; `post`
 * hands the same request to the app in this process, for the tests that send hundreds: without a
 * socket, the app believes `X-Real-IP` as it does on a connection from the local proxy.
 */
async function startApi({ dailyEventLimit }: { dailyEventLimit?: number } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'visits-'));
  const clientDbPath = path.join(dir, 'clients.db');
  const clientDb: ClientDatabase = openClientDatabase(clientDbPath);
  const db = openVisitsDatabase(path.join(dir, 'visits.db'), clientDbPath);
  const clock = { now: NOON };
  const app = createApi({
    clientDb,
    visitsDb: db,
    siteUrl: SITE_URL,
    trustProxy: true,
    visitPages: PAGES,
    now: () => clock.now,
    dailyEventLimit,
  });
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const beacon = (body: unknown, headers: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': PHONE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    db,
    clientDb,
    clientDbPath,
    clock,
    send(body: unknown, headers: Record<string, string> = {}) {
      return fetch(`http://127.0.0.1:${port}/api/visitas`, beacon(body, headers));
    },
    post(body: unknown, headers: Record<string, string> = {}) {
      return Promise.resolve(app.request('/api/visitas', beacon(body, headers)));
    },
    close: () =>
      new Promise((resolve) => server.close(resolve)).then(() => {
        db.close();
        clientDb.close();
      }),
  };
}

let api: Awaited<ReturnType<typeof startApi>>;
beforeEach(async () => {
  api = await startApi();
});
afterEach(() => api.close());

const rawEvents = () =>
  api.db
    .prepare(
      `SELECT kind, path, referrer_host AS referrerHost, utm_source AS utmSource,
         utm_medium AS utmMedium, utm_campaign AS utmCampaign, device, place, day
       FROM visit_events ORDER BY id`,
    )
    .all();
const countRows = (table: string) =>
  api.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('POST /api/visitas', () => {
  it('counts a page view with its referrer host, campaign and device class', async () => {
    const response = await api.send({
      path: '/cache-navegador',
      utmSource: 'Facebook',
      utmMedium: 'social',
      utmCampaign: 'black-friday',
      referrerHost: 'www.google.com',
    });
    expect(response.status).toBe(204);
    expect(rawEvents()).toEqual([
      {
        kind: 'visita',
        path: '/cache-navegador',
        referrerHost: 'google.com',
        utmSource: 'facebook',
        utmMedium: 'social',
        utmCampaign: 'black-friday',
        device: 'telefono',
        place: null,
        day: '2026-11-25',
      },
    ]);
  });

  it('counts a landing from an ad whose URL carries a 2 KB gclid, with its campaign', async () => {
    const landing = `?utm_source=google&utm_medium=cpc&utm_campaign=buen-fin&gclid=${'Cj0KCQiA'.repeat(256)}`;
    const beacon = buildVisitBeacon('/', landing, 'https://www.google.com/');
    expect(JSON.stringify(beacon)).not.toContain('gclid');
    expect((await api.send(beacon)).status).toBe(204);
    expect(rawEvents()).toMatchObject([
      {
        path: '/',
        referrerHost: 'google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'buen-fin',
      },
    ]);
  });

  it('stores campaign tags in a safe set of characters and length, never like a formula', async () => {
    await api.send({
      path: '/',
      utmSource: '@SUMA(1+1)',
      utmMedium: ' -CPC- ',
      utmCampaign: '=HYPERLINK("http://malo.mx","clic")',
    });
    await api.send({ path: '/', utmSource: 'Año Nuevo 🎉', utmCampaign: '\u001b[2J--' });
    expect(rawEvents()).toMatchObject([
      { utmSource: 'suma-1-1', utmMedium: 'cpc', utmCampaign: 'hyperlink-http-malo.mx-clic' },
      { utmSource: 'año nuevo', utmMedium: null, utmCampaign: '2j' },
    ]);
  });

  it('counts a WhatsApp click with its place, an unknown place as "otro"', async () => {
    await api.send({ path: '/', place: 'portada' }, { 'User-Agent': DESKTOP });
    await api.send({ path: '/blog/', place: 'en-la-luna' });
    expect(rawEvents()).toMatchObject([
      { kind: 'whatsapp', path: '/', place: 'portada', device: 'escritorio', referrerHost: null },
      { kind: 'whatsapp', path: '/blog', place: 'otro', device: 'telefono' },
    ]);
  });

  it('keeps no address, user agent, full referrer or query string', async () => {
    await api.send(
      buildVisitBeacon('/', '?email=ana@ejemplo.mx', 'https://foro.mx/hilo/123?u=ana'),
      { 'X-Real-IP': '203.0.113.7' },
    );
    const stored = JSON.stringify(
      ['visit_events', 'visit_daily', 'visit_visitors'].map((table) =>
        api.db.prepare(`SELECT * FROM ${table}`).all(),
      ),
    );
    for (const secret of ['203.0.113.7', 'Pixel 8', 'Android', 'ana@', '/hilo/', 'u=ana'])
      expect(stored).not.toContain(secret);
    expect(rawEvents()).toMatchObject([{ referrerHost: 'foro.mx', utmSource: null }]);
  });

  it('drops a referrer from the site itself (a view after a client-side navigation)', async () => {
    await api.send({ path: '/blog', referrerHost: 'localhost' });
    await api.send({ path: '/blog', referrerHost: '' });
    expect(rawEvents()).toMatchObject([{ referrerHost: null }, { referrerHost: null }]);
  });

  it.each([
    ['Global Privacy Control', { 'Sec-GPC': '1' }],
    ['Do Not Track', { DNT: '1' }],
    ['a known bot', { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a headless browser', { 'User-Agent': 'Mozilla/5.0 HeadlessChrome/131.0.0.0' }],
    ['no user agent', { 'User-Agent': '' }],
  ])('counts nothing, and writes nothing, for %s', async (_, headers) => {
    const response = await api.send({ path: '/', referrerHost: 'google.com' }, headers);
    expect(response.status).toBe(204);
    expect(countRows('visit_events')).toBe(0);
  });

  it('ignores a path that is not a page of the site', async () => {
    for (const unknown of ['/wp-admin', '/no-existe', '/blog/pagina/99'])
      expect((await api.send({ path: unknown })).status).toBe(204);
    expect(countRows('visit_events')).toBe(0);
  });

  it.each([
    ['not JSON', '{"path": "/"'],
    ['JSON of another shape', { path: '/', extra: true }],
    ['a path that is not one', { path: 'https://otro.mx/' }],
    ['a wrong type', { path: '/', place: 7 }],
    ['an empty body', ''],
  ])('refuses %s with a 400', async (_, body) => {
    expect((await api.send(body)).status).toBe(400);
    expect(countRows('visit_events')).toBe(0);
  });

  it('refuses a beacon larger than the schema allows with a 413, and one over the API limit too', async () => {
    const body = JSON.stringify({ path: '/' }).padEnd(MAX_VISIT_BEACON_BYTES + 1);
    expect((await api.send(body)).status).toBe(413);
    expect((await api.send({ path: '/', place: 'x'.repeat(20_000) })).status).toBe(413);
    expect(countRows('visit_events')).toBe(0);
  });

  it('ignores a flood past the per-address limit, malformed beacons included, in memory', async () => {
    const flood = { 'X-Real-IP': '198.51.100.4' };
    expect((await api.send('{', flood)).status).toBe(400);
    for (let sent = 1; sent < VISIT_BEACON_LIMIT; sent += 1) await api.post({ path: '/' }, flood);
    expect(countRows('visit_events')).toBe(VISIT_BEACON_LIMIT - 1);
    expect((await api.send({ path: '/' }, flood)).status).toBe(204);
    expect((await api.send('{', flood)).status).toBe(204);
    expect(countRows('visit_events')).toBe(VISIT_BEACON_LIMIT - 1);
    api.clock.now += 15 * 60 * 1000;
    expect((await api.send({ path: '/' }, flood)).status).toBe(204);
    expect(countRows('visit_events')).toBe(VISIT_BEACON_LIMIT);
    expect((await api.send({ path: '/' }, { 'X-Real-IP': '198.51.100.5' })).status).toBe(204);
    expect(countRows('visit_events')).toBe(VISIT_BEACON_LIMIT + 1);
    expect(api.clientDb.prepare('SELECT COUNT(*) FROM login_attempts').pluck().get()).toBe(0);
  }, 30_000);

  it('limits the 1 000 addresses of one IPv6 /64 as one: of their 1 000 beacons, at most the limit is stored', async () => {
    const addresses = Array.from(
      { length: 1000 },
      (_, index) => `2001:db8:7:42:${(index + 1).toString(16)}::${(index * 7).toString(16)}`,
    );
    for (let batch = 0; batch < 20; batch += 1)
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          api.post({ path: '/' }, { 'X-Real-IP': addresses[batch * 50 + index]! }),
        ),
      );
    expect(countRows('visit_events')).toBe(VISIT_BEACON_LIMIT);
    expect((await api.send({ path: '/' }, { 'X-Real-IP': '2001:db8:7:43::1' })).status).toBe(204);
    expect(countRows('visit_events')).toBe(VISIT_BEACON_LIMIT + 1);
  }, 30_000);

  it('stores no more than the daily cap, and counts and reports the beacons dropped past it', async () => {
    const capped = await startApi({ dailyEventLimit: 3 });
    try {
      for (let visitor = 1; visitor <= 5; visitor += 1)
        expect(
          (await capped.send({ path: '/' }, { 'X-Real-IP': `203.0.113.${visitor}` })).status,
        ).toBe(204);
      expect(capped.db.prepare('SELECT COUNT(*) FROM visit_events').pluck().get()).toBe(3);
      const report = buildVisitReport(capped.db, '2026-11-25', '2026-11-25');
      expect(report.drops).toEqual([{ day: '2026-11-25', beacons: 2 }]);
      expect(formatVisitReport(report)).toContain(
        'Avisos descartados por el tope diario\nDÍA         AVISOS DESCARTADOS\n2026-11-25                   2',
      );
      capped.clock.now += DAY_MS;
      await capped.send({ path: '/' }, { 'X-Real-IP': '203.0.113.9' });
      expect(capped.db.prepare('SELECT COUNT(*) FROM visit_events').pluck().get()).toBe(4);
    } finally {
      await capped.close();
    }
  });

  it("never writes the clients' file: byte for byte the same after 2 000 beacons", async () => {
    const clientFiles = () =>
      [api.clientDbPath, `${api.clientDbPath}-wal`].map((file) => {
        try {
          return readFileSync(file);
        } catch {
          return null;
        }
      });
    const before = clientFiles();
    // 100 addresses sending 20 beacons each: all under the per-address limit, so all stored.
    for (let batch = 0; batch < 40; batch += 1)
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          api.post(
            { path: '/blog', referrerHost: 'google.com' },
            { 'X-Real-IP': `198.51.100.${(batch * 50 + index) % 100}` },
          ),
        ),
      );
    expect(countRows('visit_events')).toBe(2_000);
    expect(clientFiles()).toEqual(before);
  }, 30_000);

  it.each([
    ['another site in Origin', { Origin: 'https://otro-sitio.example' }],
    ['a sandboxed page (Origin null)', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'another site in Origin, even when same-site',
      { Origin: 'http://otro.localhost:3000', 'Sec-Fetch-Site': 'same-site' },
    ],
  ])('answers 204 and stores nothing for a beacon from %s', async (_, headers) => {
    expect((await api.send({ path: '/' }, headers)).status).toBe(204);
    expect(countRows('visit_events')).toBe(0);
  });

  it("counts a beacon from the site's own pages, also when the API lives on another host", async () => {
    await api.send({ path: '/' }, { Origin: SITE_URL, 'Sec-Fetch-Site': 'same-origin' });
    await api.send({ path: '/' }, { Origin: SITE_URL, 'Sec-Fetch-Site': 'cross-site' });
    await api.send({ path: '/' }, { 'Sec-Fetch-Site': 'same-origin' });
    expect(countRows('visit_events')).toBe(3);
  });

  it('never answers a 5xx, whatever the body', async () => {
    const bodies = ['null', '[]', '"/"', '{"path":null}', '\u0000', '{"path":"/","utmSource":{}}'];
    for (const body of bodies) expect((await api.send(body)).status).toBeLessThan(500);
  });
});

describe('daily aggregation and retention', () => {
  const visitor = (address: string, userAgent = PHONE) => ({
    'X-Real-IP': address,
    'User-Agent': userAgent,
  });
  const dailyRows = () =>
    api.db
      .prepare(
        'SELECT day, kind, path, referrer_host, place, device, views FROM visit_daily ORDER BY path, kind',
      )
      .all();

  it('counts the conversations each service page started, beside the previous period, closed days or not', async () => {
    // The previous week (18–24 Nov): the SEO page, 2 visits and 1 click.
    api.clock.now = NOON - 7 * DAY_MS;
    await api.send({ path: SEO }, visitor('203.0.113.1'));
    await api.send({ path: SEO }, visitor('203.0.113.2'));
    await api.send({ path: SEO, place: 'pagina-servicio' }, visitor('203.0.113.2'));
    aggregateClosedDays(api.db, NOON);
    // This week (19–25 Nov ends today, not closed): the chatbots page, 3 visits and 2 clicks.
    api.clock.now = NOON;
    for (const address of ['203.0.113.3', '203.0.113.4', '203.0.113.5'])
      await api.send({ path: CHATBOTS }, visitor(address));
    await api.send({ path: CHATBOTS, place: 'pagina-servicio' }, visitor('203.0.113.3'));
    await api.send({ path: CHATBOTS, place: 'pagina-servicio' }, visitor('203.0.113.4'));
    await api.send({ path: '/' }, visitor('203.0.113.6'));

    const report = buildVisitReport(api.db, '2026-11-19', '2026-11-25');
    expect(report.services).toEqual([
      { path: CHATBOTS, visits: 3, clicks: 2, previousVisits: 0, previousClicks: 0 },
      { path: SEO, visits: 0, clicks: 0, previousVisits: 2, previousClicks: 1 },
    ]);
    const text = formatVisitReport(report);
    expect(text).toContain('Conversaciones por servicio');
    expect(text).toMatch(/\/servicios\/chatbots-whatsapp-ia\s+3\s+2\s+66\.7\s+0\s+0\s+—/);
    expect(text).toMatch(/\/servicios\/asesoria-seo\s+0\s+0\s+—\s+2\s+1\s+50\.0/);
  });

  it("counts every WhatsApp door of a service page as its conversation, the site chrome's too", async () => {
    api.clock.now = NOON;
    await api.send({ path: CHATBOTS }, visitor('203.0.113.7'));
    for (const place of ['pagina-servicio', 'boton-flotante', 'menu-movil', 'pie'])
      await api.send({ path: CHATBOTS, place }, visitor('203.0.113.7'));
    // The same doors elsewhere are not the service's.
    await api.send({ path: '/', place: 'boton-flotante' }, visitor('203.0.113.7'));

    const report = buildVisitReport(api.db, '2026-11-19', '2026-11-25');
    expect(report.services).toEqual([
      { path: CHATBOTS, visits: 1, clicks: 4, previousVisits: 0, previousClicks: 0 },
    ]);
  });

  it("closes a day into daily rows with its distinct visitors, and forgets the day's hashes", async () => {
    await api.send({ path: '/', referrerHost: 'google.com' }, visitor('203.0.113.1'));
    await api.send({ path: '/', referrerHost: 'google.com' }, visitor('203.0.113.1'));
    await api.send({ path: '/', referrerHost: 'google.com' }, visitor('203.0.113.2'));
    await api.send({ path: '/', place: 'portada' }, visitor('203.0.113.2'));
    await api.send({ path: '/blog' }, visitor('203.0.113.2', DESKTOP));
    expect(aggregateClosedDays(api.db, NOON)).toBe(0);

    const nextDay = NOON + DAY_MS;
    expect(aggregateClosedDays(api.db, nextDay)).toBe(5);
    expect(dailyRows()).toEqual([
      {
        day: '2026-11-25',
        kind: 'visita',
        path: '/',
        referrer_host: 'google.com',
        place: '',
        device: 'telefono',
        views: 3,
      },
      {
        day: '2026-11-25',
        kind: 'whatsapp',
        path: '/',
        referrer_host: '',
        place: 'portada',
        device: 'telefono',
        views: 1,
      },
      {
        day: '2026-11-25',
        kind: 'visita',
        path: '/blog',
        referrer_host: '',
        place: '',
        device: 'escritorio',
        views: 1,
      },
    ]);
    expect(api.db.prepare('SELECT * FROM visit_visitors ORDER BY path').all()).toEqual([
      { day: '2026-11-25', path: '', visitors: 3 },
      { day: '2026-11-25', path: '/', visitors: 2 },
      { day: '2026-11-25', path: '/blog', visitors: 1 },
    ]);
    const hashes = api.db.prepare('SELECT visitor_hash FROM visit_events').pluck().all();
    expect(hashes).toEqual([null, null, null, null, null]);
    expect(aggregateClosedDays(api.db, nextDay)).toBe(0);
    expect(dailyRows()).toHaveLength(3);
  });

  it('gives the same visitor another hash the next day: the salt rotates and is deleted', async () => {
    await api.send({ path: '/' }, visitor('203.0.113.1'));
    const firstSalt = api.db.prepare('SELECT salt FROM visit_salts').pluck().get();
    api.clock.now = NOON + DAY_MS;
    await api.send({ path: '/' }, visitor('203.0.113.1'));
    const hashes = api.db.prepare('SELECT visitor_hash FROM visit_events').pluck().all();
    expect(hashes[0]).not.toEqual(hashes[1]);
    const salts = api.db.prepare('SELECT day, salt FROM visit_salts').all();
    expect(salts).toEqual([{ day: '2026-11-26', salt: expect.any(Buffer) }]);
    expect(salts[0]).not.toMatchObject({ salt: firstSalt });
  });

  it('deletes raw events after 30 days and daily rows after 25 months', async () => {
    await api.send({ path: '/blog' });
    api.clock.now = NOON + DAY_MS;
    await api.send({ path: '/blog' });

    expect(deleteExpiredVisits(api.db, NOON + RAW_VISIT_RETENTION_MS)).toEqual({
      rawEvents: 1,
      dailyRows: 0,
      salts: 1,
    });
    expect(countRows('visit_events')).toBe(1);
    expect(dailyRows()).toMatchObject([
      { day: '2026-11-25', views: 1 },
      { day: '2026-11-26', views: 1 },
    ]);

    const in25Months = Date.UTC(2028, 11, 26, 18);
    expect(firstKeptDailyDay('2028-12-26')).toBe('2026-11-26');
    expect(deleteExpiredVisits(api.db, in25Months)).toEqual({
      rawEvents: 1,
      dailyRows: 3,
      salts: 0,
    });
    expect(dailyRows()).toMatchObject([{ day: '2026-11-26' }]);
  });
});

describe('what is read from a beacon', () => {
  it.each([
    [PHONE, 'telefono'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148', 'telefono'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tableta'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Safari/537.36', 'tableta'],
    [DESKTOP, 'escritorio'],
  ])('classifies %s as %s', (userAgent, device) => {
    expect(classifyDevice(userAgent)).toBe(device);
  });

  it('keeps an outside referrer host without www., and drops the site itself or a non-host', () => {
    expect(readReferrerHost('www.Facebook.com', 'codigoverde.mx')).toBe('facebook.com');
    expect(readReferrerHost('xn--caf-dma.mx', 'codigoverde.mx')).toBe('xn--caf-dma.mx');
    expect(readReferrerHost('codigoverde.mx', 'codigoverde.mx')).toBeNull();
    expect(readReferrerHost('https://foro.mx/hilo', 'codigoverde.mx')).toBeNull();
    expect(readReferrerHost('no es un host', 'codigoverde.mx')).toBeNull();
    expect(readReferrerHost(undefined, 'codigoverde.mx')).toBeNull();
  });

  it('keeps a campaign tag to letters, digits, spaces, dots, hyphens and underscores', () => {
    expect(toCampaignTag('Black_Friday 2026')).toBe('black_friday 2026');
    expect(toCampaignTag('=1+2')).toBe('1-2');
    expect(toCampaignTag('ＦＵＬＬＷＩＤＴＨ')).toBe('fullwidth');
    expect(toCampaignTag('x'.repeat(150))).toHaveLength(100);
    expect(toCampaignTag(`${'x'.repeat(99)}-y`)).toBe('x'.repeat(99));
    expect(toCampaignTag('=+-@')).toBeNull();
    expect(toCampaignTag(undefined)).toBeNull();
  });

  it('reads the three campaign tags, trimmed and in lower case', () => {
    expect(readCampaign({ utmSource: ' NL ', utmCampaign: '' })).toEqual({
      utmSource: 'nl',
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it('lets the database store exactly the kinds and device classes of the code', () => {
    const schema = api.db
      .prepare("SELECT sql FROM sqlite_schema WHERE name = 'visit_events'")
      .pluck()
      .get() as string;
    const allowed = (column: string) =>
      (
        new RegExp(`${column} TEXT NOT NULL CHECK \\(${column} IN \\(([^)]*)\\)\\)`).exec(
          schema,
        )?.[1] ?? ''
      )
        .split(',')
        .map((value) => value.trim().replace(/^'|'$/g, ''));
    expect(allowed('kind')).toEqual([...VISIT_KINDS]);
    expect(allowed('device')).toEqual([...DEVICE_CLASSES]);
  });
});
