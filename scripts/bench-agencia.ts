// Bench of the staff dashboard's requests: fills a visits database with 25 months of daily rows
// and 30 days of raw events at 5 000 visits a day (the retention periods, at a busy site's
// traffic), signs a manager in through the API and times every dashboard request.
// Usage: npm run bench:agencia [-- --runs 40] [-- --db path/visits.db (kept, reused if present)]
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { toMexicoCityDate } from '../lib/site/mexico-city-date';
import { openVisitsDatabase } from '../server/analytics/database';
import { refillRollups } from '../server/analytics/rollups';
import { createApi } from '../server/api';
import { openClientDatabase } from '../server/client-area/database';
import type { SqliteDatabase } from '../server/shared/database';
import { hashPassword } from '../server/shared/passwords';
import { openStaffDatabase } from '../server/staff/database';
import { deriveStaffKeys } from '../server/staff/secret-key';
import { generateTotp } from '../server/staff/second-factor';
import { createStaff } from '../server/staff/store';

const VISITS_PER_DAY = 5000;
const CLICKS_PER_DAY = 150;
const RAW_DAYS = 30;
const DAILY_MONTHS = 25;
const DAY_MS = 86_400_000;

const { values } = parseArgs({ options: { runs: { type: 'string' }, db: { type: 'string' } } });
const runs = Number(values.runs ?? 40);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-agencia-'));
const visitsPath = path.resolve(values.db ?? path.join(dir, 'visits.db'));
const now = Date.now();
const today = toMexicoCityDate(now);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A seeded generator (mulberry32), so two runs fill the same database. Its draws are independent
 * enough that a month of traffic has as many distinct rows as real traffic would, or more: a
 * plain linear congruential generator repeats its combinations and flatters the monthly rollups.
 */
let seed = 2026;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
};
/** Picks from a list where earlier entries are likelier, as page and source counts are. */
const pickSkewed = <T>(items: readonly T[]): T => items[Math.floor(random() ** 2 * items.length)]!;

const PAGES = ['/', '/blog', '/servicios', '/contacto', '/sobre-nosotros', '/rifas'].concat(
  Array.from({ length: 200 }, (_, index) => `/articulo-${index + 1}`),
);
const REFERRERS = [
  '',
  'google.com',
  'facebook.com',
  'instagram.com',
  'bing.com',
  'duckduckgo.com',
].concat(Array.from({ length: 40 }, (_, index) => `sitio-${index}.mx`));
const CAMPAIGNS = [
  ['', '', ''],
  ['facebook', 'social', 'noviembre'],
  ['google', 'cpc', 'hosting'],
  ['boletin', 'email', 'semanal'],
];
const DEVICES = ['telefono', 'escritorio', 'tableta'] as const;
const PLACES = ['portada', 'banda-cta', 'pie', 'flotante', 'articulo'];

type Event = {
  kind: 'visita' | 'whatsapp';
  path: string;
  referrer: string;
  campaign: string[];
  device: string;
  place: string;
};

function drawDay(): Event[] {
  const draw = (kind: Event['kind']): Event => ({
    kind,
    path: pickSkewed(PAGES),
    referrer: pickSkewed(REFERRERS),
    campaign: random() < 0.85 ? CAMPAIGNS[0]! : pickSkewed(CAMPAIGNS),
    device: pickSkewed(DEVICES),
    place: kind === 'whatsapp' ? pickSkewed(PLACES) : '',
  });
  return [
    ...Array.from({ length: VISITS_PER_DAY }, () => draw('visita')),
    ...Array.from({ length: CLICKS_PER_DAY }, () => draw('whatsapp')),
  ];
}

function fillDatabase(db: SqliteDatabase) {
  const firstDay = new Date(Date.parse(today));
  firstDay.setUTCMonth(firstDay.getUTCMonth() - DAILY_MONTHS);
  const start = firstDay.toISOString().slice(0, 10);
  const daily = db.prepare(
    `INSERT INTO visit_daily (day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign,
       device, place, views) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET views = views + excluded.views`,
  );
  const visitors = db.prepare('INSERT INTO visit_visitors (day, path, visitors) VALUES (?, ?, ?)');
  const raw = db.prepare(
    `INSERT INTO visit_events (occurred_at, day, kind, path, referrer_host, utm_source, utm_medium,
       utm_campaign, device, place, visitor_hash, aggregated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let dailyRows = 0;
  let rawRows = 0;
  for (let day = start; day <= today; day = addDays(day, 1)) {
    const events = drawDay();
    const closed = day < today;
    const withinRaw = Date.parse(day) > Date.parse(today) - RAW_DAYS * DAY_MS;
    db.transaction(() => {
      if (closed) {
        const perPage = new Map<string, number>();
        for (const event of events) {
          const [source, medium, campaign] = event.campaign;
          dailyRows += daily.run(
            day,
            event.kind,
            event.path,
            event.referrer,
            source,
            medium,
            campaign,
            event.device,
            event.place,
            1,
          ).changes;
          if (event.kind === 'visita') perPage.set(event.path, (perPage.get(event.path) ?? 0) + 1);
        }
        perPage.forEach((count, page) => visitors.run(day, page, Math.ceil(count * 0.8)));
        visitors.run(day, '', Math.ceil(VISITS_PER_DAY * 0.6));
      }
      if (withinRaw) {
        events.forEach((event, index) => {
          const [source, medium, campaign] = event.campaign;
          raw.run(
            Date.parse(`${day}T18:00:00Z`),
            day,
            event.kind,
            event.path,
            event.referrer || null,
            source || null,
            medium || null,
            campaign || null,
            event.device,
            event.place || null,
            closed ? null : `v${index % 3000}`,
            closed ? 1 : 0,
          );
          rawRows += 1;
        });
      }
    })();
  }
  // The daily rows were written here as the day's close writes them; their rollups likewise.
  refillRollups(db);
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  console.log(
    `Base llena: ${count('SELECT COUNT(*) FROM visit_daily')} filas diarias (${dailyRows} escrituras), ${count('SELECT COUNT(*) FROM visit_rollups')} filas de resumen y ${rawRows} eventos sin cerrar o recientes, de ${start} a ${today}.`,
  );
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

async function main() {
  const fresh = !existsSync(visitsPath);
  const visitsDb = openVisitsDatabase(visitsPath, null);
  if (fresh) {
    const started = performance.now();
    fillDatabase(visitsDb);
    console.log(`Llenado en ${((performance.now() - started) / 1000).toFixed(1)} s: ${visitsPath}`);
  }
  const staffDb = openStaffDatabase(path.join(dir, 'staff.db'));
  const email = 'banco@codigoverde.mx';
  createStaff(
    staffDb,
    {
      email,
      name: 'Banco',
      role: 'gerente',
      passwordHash: await hashPassword('banco-de-pruebas-2026'),
    },
    now,
  );
  const siteUrl = 'http://localhost:3000';
  const app = createApi({
    clientDb: openClientDatabase(path.join(dir, 'clients.db')),
    visitsDb,
    siteUrl,
    staff: { db: staffDb, keys: deriveStaffKeys(Buffer.alloc(32, 1)) },
  });
  const post = (route: string, body: unknown, cookie = '') =>
    app.request(`/api${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: siteUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  const step = await post('/agencia/sesion', { email, password: 'banco-de-pruebas-2026' });
  const { enrolment } = (await step.json()) as { enrolment: { secret: string } };
  const signedIn = await post(
    '/agencia/sesion/codigo',
    { code: generateTotp(enrolment.secret, email, Date.now()) },
    cookieOf(step),
  );
  const cookie =
    cookieOf(signedIn)
      .split('; ')
      .find((pair) => pair.includes('sesion=')) ?? '';

  const since = (days: number) => addDays(today, -(days - 1));
  const twelveMonths = new Date(Date.parse(today));
  twelveMonths.setUTCMonth(twelveMonths.getUTCMonth() - 12);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const edges = {
    desde: new Date(Date.UTC(year, month - 13, 2)).toISOString().slice(0, 10),
    hasta: new Date(Date.UTC(year, month - 1, -1)).toISOString().slice(0, 10),
  };
  const views: [string, Record<string, string>][] = [
    ['hoy', { desde: today, hasta: today, agrupar: 'dia' }],
    ['7 días', { desde: since(7), hasta: today, agrupar: 'dia' }],
    ['30 días', { desde: since(30), hasta: today, agrupar: 'dia' }],
    ['90 días', { desde: since(90), hasta: today, agrupar: 'semana' }],
    [
      '12 meses',
      { desde: addDays(twelveMonths.toISOString().slice(0, 10), 1), hasta: today, agrupar: 'mes' },
    ],
    [
      '12 meses, por día',
      { desde: addDays(twelveMonths.toISOString().slice(0, 10), 1), hasta: today, agrupar: 'dia' },
    ],
    ['30 días, página /blog', { desde: since(30), hasta: today, agrupar: 'dia', pagina: '/blog' }],
    [
      '12 meses, origen google.com',
      {
        desde: addDays(twelveMonths.toISOString().slice(0, 10), 1),
        hasta: today,
        agrupar: 'mes',
        origen: 'google.com',
      },
    ],
    [
      '12 meses, teléfono y portada',
      {
        desde: addDays(twelveMonths.toISOString().slice(0, 10), 1),
        hasta: today,
        agrupar: 'semana',
        dispositivo: 'telefono',
        lugar: 'portada',
      },
    ],
    // The most days a range can read one by one: a month's worth at each end.
    ['rango con bordes', { ...edges, agrupar: 'semana' }],
    ['rango con bordes, teléfono', { ...edges, agrupar: 'dia', dispositivo: 'telefono' }],
    [
      'rango con bordes, / y google',
      { ...edges, agrupar: 'mes', pagina: '/', origen: 'google.com' },
    ],
    ['rango con bordes, campaña', { ...edges, agrupar: 'semana', campana: 'noviembre' }],
  ];
  console.log(`\n${runs} peticiones por vista (JSON y CSV), en milisegundos:\n`);
  console.log('VISTA                          JSON p50  JSON p95  CSV p95');
  let worst = 0;
  for (const [label, params] of views) {
    const timings = { json: [] as number[], csv: [] as number[] };
    for (const [kind, route] of [
      ['json', '/agencia/estadisticas'],
      ['csv', '/agencia/estadisticas.csv'],
    ] as const) {
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const response = await app.request(`/api${route}?${new URLSearchParams(params)}`, {
          headers: { Cookie: cookie },
        });
        await response.text();
        if (response.status !== 200) throw new Error(`${label}: ${response.status}`);
        timings[kind].push(performance.now() - started);
      }
      timings[kind].sort((a, b) => a - b);
    }
    const p95 = Math.max(percentile(timings.json, 0.95), percentile(timings.csv, 0.95));
    worst = Math.max(worst, p95);
    console.log(
      `${label.padEnd(30)} ${percentile(timings.json, 0.5).toFixed(1).padStart(8)}  ${percentile(timings.json, 0.95).toFixed(1).padStart(8)}  ${percentile(timings.csv, 0.95).toFixed(1).padStart(7)}`,
    );
  }
  console.log(`\nPeor p95: ${worst.toFixed(1)} ms (meta: 150 ms).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
