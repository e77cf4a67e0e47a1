/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DashboardFilters } from '@/lib/staff-area/staff-contract';
import { openVisitsDatabase } from '@/server/analytics/database';
import { deleteExpiredVisits } from '@/server/analytics/retention';
import { aggregateClosedDays } from '@/server/analytics/rollup';
import { chooseRollup, type Dimension } from '@/server/analytics/rollups';
import { buildDashboardData, buildVisitReport } from '@/server/analytics/visit-report';
import { recordVisitEvent, type VisitEvent } from '@/server/analytics/visits';
import type { SqliteDatabase } from '@/server/shared/database';
import { buildTestVisitEvent, noonInMexicoCity } from '../../fixtures/visit-event';

const DAY_MS = 86_400_000;
const FIRST_DAY = '2026-06-20';
const TODAY = '2026-11-25';
const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** A seeded generator, so a failure can be replayed. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const PAGES = ['/', '/blog', '/cache-navegador', '/guia-completa-hosting', '/sobre-nosotros'];
const REFERRERS = [null, 'google.com', 'facebook.com', 'bing.com'];
const CAMPAIGNS = [null, 'noviembre', 'buen-fin'];
const DEVICES = ['telefono', 'tableta', 'escritorio'] as const;
const PLACES = ['portada', 'pie', 'flotante'];

type Seeded = { day: string; event: VisitEvent };

/**
 * Five months of visits and clicks over every dimension, recorded as the API records them, with
 * the days closed as the server closes them (every few days, so the monthly rollups grow in
 * steps). Today's events stay raw.
 */
function seedVisits(db: SqliteDatabase): Seeded[] {
  const random = createRandom(36);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const seeded: Seeded[] = [];
  for (let day = FIRST_DAY; day <= TODAY; day = addDays(day, 1)) {
    const count = Math.floor(random() * 12);
    for (let index = 0; index < count; index += 1) {
      const kind = random() < 0.2 ? 'whatsapp' : 'visita';
      const campaign = pick(CAMPAIGNS);
      const event = buildTestVisitEvent({
        occurredAt: noonInMexicoCity(day),
        kind,
        path: pick(PAGES),
        referrerHost: pick(REFERRERS),
        utmSource: campaign && 'facebook',
        utmCampaign: campaign,
        device: pick(DEVICES),
        place: kind === 'whatsapp' ? pick(PLACES) : null,
        visitorHash: `v${Math.floor(random() * 6)}`,
      });
      recordVisitEvent(db, event);
      seeded.push({ day, event });
    }
    if (random() < 0.3) aggregateClosedDays(db, noonInMexicoCity(day));
  }
  aggregateClosedDays(db, noonInMexicoCity(TODAY));
  return seeded;
}

const FILTER_TESTS: Record<keyof DashboardFilters, (event: VisitEvent, value: string) => boolean> =
  {
    pagina: (event, value) => event.path === value,
    origen: (event, value) => (event.referrerHost ?? '') === value,
    campana: (event, value) => (event.utmCampaign ?? '') === value,
    dispositivo: (event, value) => event.device === value,
    lugar: (event, value) => event.kind === 'visita' || event.place === value,
  };

/** Adds `views` under `key` in `map`. */
const add = (map: Map<string, number>, key: string, views = 1) =>
  map.set(key, (map.get(key) ?? 0) + views);

/** The report counted straight from the events, the way the daily rows define it. */
function countByHand(seeded: Seeded[], from: string, to: string, filters: DashboardFilters) {
  const events = seeded
    .filter(({ day }) => day >= from && day <= to)
    .filter(({ event }) =>
      Object.entries(filters).every(([key, value]) =>
        FILTER_TESTS[key as keyof DashboardFilters](event, value!),
      ),
    );
  const visits = events.filter(({ event }) => event.kind === 'visita');
  const clicks = events.filter(({ event }) => event.kind === 'whatsapp');
  const byKey = (list: Seeded[], key: (event: VisitEvent) => string) => {
    const map = new Map<string, number>();
    list.forEach(({ event }) => add(map, key(event)));
    return map;
  };
  const visitorsOf = (page: string | null) =>
    new Set(
      visits
        .filter(({ event }) => page === null || event.path === page)
        .map(({ day, event }) => `${day} ${event.visitorHash}`),
    ).size;
  const visitorsKnown = Object.keys(filters).every((key) => key === 'pagina' || key === 'lugar');
  const pageVisits = byKey(visits, (event) => event.path);
  const pageClicks = byKey(clicks, (event) => event.path);
  const campaign = (event: VisitEvent) =>
    `${event.utmSource ?? ''}|${event.utmMedium ?? ''}|${event.utmCampaign ?? ''}`;
  return {
    totals: {
      visits: visits.length,
      clicks: clicks.length,
      visitors: visitorsKnown ? visitorsOf(filters.pagina ?? null) : null,
    },
    pages: [...new Set([...pageVisits.keys(), ...pageClicks.keys()])].sort().map((page) => ({
      path: page,
      visits: pageVisits.get(page) ?? 0,
      clicks: pageClicks.get(page) ?? 0,
      visitors: visitorsKnown ? visitorsOf(page) : null,
    })),
    referrers: [...byKey(visits, (event) => event.referrerHost ?? '')].sort(),
    campaigns: [
      ...byKey(
        events.filter(({ event }) => event.utmSource || event.utmCampaign),
        (event) => `${campaign(event)}|${event.kind}`,
      ),
    ].sort(),
    devices: [...byKey(visits, (event) => event.device)].sort(),
    places: [...byKey(clicks, (event) => `${event.path}|${event.place}`)].sort(),
  };
}

/** The same parts of a report from the database, in the hand count's order. */
function readReport(db: SqliteDatabase, from: string, to: string, filters: DashboardFilters) {
  const report = buildVisitReport(db, from, to, filters);
  return {
    totals: report.totals,
    pages: report.pages.toSorted((a, b) => a.path.localeCompare(b.path, 'en')),
    referrers: report.referrers.map(({ host, visits }) => [host, visits]).sort(),
    campaigns: report.campaigns
      .flatMap(({ source, medium, campaign, visits, clicks }) => [
        [`${source}|${medium}|${campaign}|visita`, visits],
        [`${source}|${medium}|${campaign}|whatsapp`, clicks],
      ])
      .filter(([, views]) => views !== 0)
      .sort(),
    devices: report.devices.map(({ device, visits }) => [device, visits]).sort(),
    places: report.places.map(({ path, place, clicks }) => [`${path}|${place}`, clicks]).sort(),
  };
}

/** Periods that start and end inside months, on their edges, span the months, and reach today. */
const PERIODS: [string, string][] = [
  [TODAY, TODAY],
  [addDays(TODAY, -6), TODAY],
  [addDays(TODAY, -29), TODAY],
  [addDays(TODAY, -89), TODAY],
  [FIRST_DAY, TODAY],
  ['2026-07-01', '2026-09-30'],
  ['2026-07-02', '2026-10-30'],
  ['2026-08-15', '2026-08-15'],
  ['2026-06-01', '2026-11-24'],
  ['2026-09-01', '2026-11-30'],
];

const FILTER_SETS: DashboardFilters[] = [
  {},
  { pagina: '/blog' },
  { origen: 'google.com' },
  { campana: 'noviembre' },
  { dispositivo: 'telefono' },
  { lugar: 'portada' },
  { pagina: '/', origen: 'facebook.com' },
  { dispositivo: 'escritorio', lugar: 'pie' },
  { origen: 'bing.com', campana: 'buen-fin', dispositivo: 'tableta' },
  { pagina: '/cache-navegador', dispositivo: 'telefono', lugar: 'flotante' },
];

describe('the visit report read from rollups', () => {
  const db = openVisitsDatabase(
    path.join(mkdtempSync(path.join(tmpdir(), 'visit-rollups-')), 'visits.db'),
    null,
  );
  const seeded = seedVisits(db);
  afterAll(() => db.close());

  it('reads the smallest rollup that keeps what a table groups and filters by', () => {
    const choose = (...needs: Dimension[]) => chooseRollup(needs).name;
    expect(choose()).toBe('total');
    expect(choose('device')).toBe('resumen');
    expect(choose('path')).toBe('paginas');
    expect(choose('path', 'device')).toBe('paginas-dispositivo');
    expect(choose('referrer', 'campaign')).toBe('origenes-detalle');
    expect(choose('path', 'referrer')).toBe('paginas-origenes');
    expect(choose('path', 'referrer', 'device')).toBe('todo');
  });

  it.each(PERIODS)('counts %s to %s as the events do, under every filter', (from, to) => {
    for (const filters of FILTER_SETS)
      expect({ filters, ...readReport(db, from, to, filters) }).toEqual({
        filters,
        ...countByHand(seeded, from, to, filters),
      });
  });

  it("draws the dashboard's daily series and previous period from the same counts", () => {
    const from = '2026-09-10';
    const to = TODAY;
    const data = buildDashboardData(db, { desde: from, hasta: to, agrupar: 'dia' });
    const length = data.series.length;
    data.series.forEach((point, index) => {
      const day = addDays(from, index);
      const before = addDays(day, -length);
      expect([point.start, point.visits, point.clicks]).toEqual([
        day,
        countByHand(seeded, day, day, {}).totals.visits,
        countByHand(seeded, day, day, {}).totals.clicks,
      ]);
      expect([point.previousVisits, point.previousClicks]).toEqual([
        countByHand(seeded, before, before, {}).totals.visits,
        countByHand(seeded, before, before, {}).totals.clicks,
      ]);
    });
    expect(data.previousTotals.visitors).toBe(
      countByHand(seeded, data.previous.from, data.previous.to, {}).totals.visitors,
    );
  });

  it('counts a month whose first days have expired from its days left, not from its monthly rows', () => {
    const copy = openVisitsDatabase(
      path.join(mkdtempSync(path.join(tmpdir(), 'visit-rollups-')), 'visits.db'),
      null,
    );
    const kept = seedVisits(copy).filter(({ day }) => day >= '2026-07-10');
    // 25 months after 2026-07-10: the daily rows before it go, and July's monthly rows with them.
    deleteExpiredVisits(copy, noonInMexicoCity('2028-08-10'));
    expect(readReport(copy, '2026-07-01', '2026-10-31', {})).toEqual(
      countByHand(kept, '2026-07-01', '2026-10-31', {}),
    );
    copy.close();
  });
});
