import {
  getComparisonDays,
  getComparisonPeriod,
  type ComparisonPeriod,
  type DayRange,
} from '../../lib/staff-area/comparison-period';
import type {
  DashboardData,
  DashboardFilters,
  DashboardQuery,
  Grouping,
} from '../../lib/staff-area/staff-contract';
import { paths } from '../../lib/site/paths';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import type { SqliteDatabase } from '../shared/database';
import { ROW_COLUMNS, chooseRollup, type Dimension, type Grain } from './rollups';
import { DAILY_DIMENSIONS, RAW_AS_DAILY, rawVisitors } from './visits';

/** Counts of one page, source or campaign. */
export type VisitCounts = { visits: number; clicks: number };
/**
 * A page's counts with its visitors: each day's distinct visitors, added up over the days; null
 * under a filter the stored visitors cannot follow (source, campaign, device).
 */
export type PageCounts = { path: string; visitors: number | null } & VisitCounts;

/** A service page's counts in the period and in the one it is compared with. */
export type ServiceCounts = {
  path: string;
  previousVisits: number;
  previousClicks: number;
} & VisitCounts;

export type VisitReport = {
  from: string;
  to: string;
  /**
   * The days the period is compared with (`getComparisonPeriod`); `until`, for today so far, the
   * moment (ISO 8601) up to which yesterday counts.
   */
  previous: Pick<DashboardData['previous'], 'from' | 'to' | 'until'>;
  filters: DashboardFilters;
  /** False under a source filter: a click keeps no source, so its figures are not counted. */
  clicksCounted: boolean;
  totals: VisitCounts & { visitors: number | null };
  pages: PageCounts[];
  articles: PageCounts[];
  referrers: { host: string; visits: number }[];
  campaigns: ({ source: string; medium: string; campaign: string } & VisitCounts)[];
  devices: { device: string; visits: number }[];
  places: { path: string; place: string; clicks: number }[];
  /** Each service's page: the WhatsApp conversations it started, beside the previous period's. */
  services: ServiceCounts[];
  /** Beacons turned away on the days that reached the cap on stored events. */
  drops: { day: string; beacons: number }[];
};

const FIXED_PATHS: ReadonlySet<string> = new Set(Object.values(paths));

/** An article lives at the root (`/{slug}`), where no fixed page does. */
const isArticlePath = (path: string) => /^\/[a-z0-9-]+$/.test(path) && !FIXED_PATHS.has(path);

/**
 * Each filter as a condition on a daily row (a raw event's NULL never equals a filter's value).
 * The place filter narrows the WhatsApp clicks only, so its rate reads "clicks from that place
 * per 100 visits".
 */
const FILTER_CONDITIONS = {
  pagina: 'path = @pagina',
  origen: 'referrer_host = @origen',
  campana: 'utm_campaign = @campana',
  dispositivo: 'device = @dispositivo',
  lugar: "(kind = 'visita' OR place = @lugar)",
} as const;
type FilterKey = keyof typeof FILTER_CONDITIONS;

/** What each filter reads of a row, for the choice of a rollup. */
const FILTER_DIMENSIONS: Record<FilterKey, Dimension> = {
  pagina: 'path',
  origen: 'referrer',
  campana: 'campaign',
  dispositivo: 'device',
  lugar: 'place',
};

/** Filters that leave each page's visitors as stored; under any other, visitors are unknown. */
const VISITOR_SAFE_FILTERS = new Set(['pagina', 'lugar']);

/**
 * Whether the WhatsApp clicks can be counted under `filters`: a click is stored without the
 * source its page view came from (visit-api.ts), so a source filter would count none of them.
 */
export function areClicksCounted(filters: DashboardFilters): boolean {
  return !filters.origen;
}

/** The filters that are set, without empty values. */
function readFilters(filters: DashboardFilters): DashboardFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([key, value]) => key in FILTER_CONDITIONS && value),
  );
}

const counts = `SUM(CASE kind WHEN 'visita' THEN views ELSE 0 END) AS visits,
    SUM(CASE kind WHEN 'whatsapp' THEN views ELSE 0 END) AS clicks`;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
/** The last day of the month `AAAA-MM`. */
const lastDayOf = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};
const nextMonth = (month: string) => addDays(lastDayOf(month), 1).slice(0, 7);
const toIsoMoment = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** How a period is read from the closed days: whole months, and the days around them. */
type PeriodSpan = { months: [string, string] | null; days: [string, string][] };

/**
 * Splits `from`–`to` into the months the monthly rollups hold whole (every closed day of the
 * month inside the period, none of its days deleted) and the days left at either end.
 */
function splitPeriod(db: SqliteDatabase, from: string, to: string): PeriodSpan {
  const { first, last } = db
    .prepare(
      "SELECT MIN(period) AS first, MAX(period) AS last FROM visit_rollups WHERE rollup = 'total' AND grain = 'dia'",
    )
    .get() as { first: string | null; last: string | null };
  if (first === null || last === null) return { months: null, days: [[from, to]] };
  const whole: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const lastDay = lastDayOf(month);
    const held = `${month}-01` >= from && `${month}-01` >= first;
    if (held && (lastDay < last ? lastDay : last) <= to) whole.push(month);
  }
  const [firstMonth, lastMonth] = [whole[0], whole.at(-1)];
  if (firstMonth === undefined || lastMonth === undefined)
    return { months: null, days: [[from, to]] };
  const days: [string, string][] = [
    [from, addDays(`${firstMonth}-01`, -1)],
    [addDays(lastDayOf(lastMonth), 1), to],
  ];
  return { months: [firstMonth, lastMonth], days: days.filter(([start, end]) => start <= end) };
}

/** The raw events of the days not closed yet, grouped as daily rows, for one report. */
const OPEN_ROWS = 'temp.visit_open_rows';

/**
 * Runs `read` with the days not closed yet grouped once as daily rows in a temporary table, so
 * each of a report's queries reads a few thousand rows instead of grouping the raw events again.
 */
function withOpenRows<T>(db: SqliteDatabase, read: () => T): T {
  db.exec(`DROP TABLE IF EXISTS ${OPEN_ROWS};
    CREATE TEMP TABLE visit_open_rows AS ${RAW_AS_DAILY} WHERE aggregated = 0
    GROUP BY ${DAILY_DIMENSIONS}`);
  try {
    return read();
  } finally {
    db.exec(`DROP TABLE ${OPEN_ROWS}`);
  }
}

/**
 * The queries of one report, narrowed by the filters: for the closed days, the smallest rollup
 * that keeps what a query groups and filters by, by month where it can and by day around them
 * (the daily rows, for a rollup kept by month only); for days not closed yet, their raw events
 * counted the same way. With `until` (yesterday up to the same time), only the raw events before
 * that moment, which keep their time for 30 days; their visitors are not known then.
 */
function prepareReport(
  db: SqliteDatabase,
  from: string,
  to: string,
  filters: DashboardFilters,
  until: number | null = null,
) {
  const set = readFilters(filters);
  const conditions = Object.keys(set)
    .map((key) => ` AND ${FILTER_CONDITIONS[key as FilterKey]}`)
    .join('');
  const filterDimensions = Object.keys(set).map((key) => FILTER_DIMENSIONS[key as FilterKey]);
  const span = splitPeriod(db, from, to);
  const params: Record<string, string> = { ...set, from, to };
  span.days.forEach(([start, end], index) =>
    Object.assign(params, { [`d${index}`]: start, [`e${index}`]: end }),
  );
  if (span.months) Object.assign(params, { firstMonth: span.months[0], lastMonth: span.months[1] });
  const open = `SELECT ${DAILY_DIMENSIONS}, views FROM ${OPEN_ROWS} WHERE day BETWEEN @from AND @to${conditions}`;
  // Both values of `aggregated`, so the days are read through the index on (aggregated, day).
  const timed = `(SELECT ${DAILY_DIMENSIONS}, views FROM (${RAW_AS_DAILY}
    WHERE aggregated IN (0, 1) AND day BETWEEN @from AND @to AND occurred_at < ${Number(until)}
    GROUP BY ${DAILY_DIMENSIONS}) WHERE true${conditions})`;

  /**
   * The rows (day, the row columns, views) a query grouping by `needs` reads; `byDay`: every
   * row has its day (a monthly row's day is its month, `AAAA-MM`).
   */
  const rows = (needs: Dimension[], { byDay = false } = {}) => {
    if (until !== null) return timed;
    const { name, grains } = chooseRollup([...needs, ...filterDimensions]);
    const read = (grain: Grain, from: string, to: string) =>
      grain === 'dia' && !grains.includes('dia')
        ? `SELECT ${DAILY_DIMENSIONS}, views FROM visit_daily
            WHERE day BETWEEN ${from} AND ${to}${conditions}`
        : `SELECT period AS day, ${ROW_COLUMNS.join(', ')}, views FROM visit_rollups
            WHERE rollup = '${name}' AND grain = '${grain}' AND period BETWEEN ${from} AND ${to}${conditions}`;
    const parts = byDay
      ? [read('dia', '@from', '@to')]
      : [
          ...(span.months ? [read('mes', '@firstMonth', '@lastMonth')] : []),
          ...span.days.map((_, index) => read('dia', `@d${index}`, `@e${index}`)),
        ];
    return `(${[...parts, open].join(' UNION ALL ')})`;
  };
  const all = <Row>(sql: string) => db.prepare(sql).all(params) as Row[];
  const visitorsKnown =
    until === null && Object.keys(set).every((key) => VISITOR_SAFE_FILTERS.has(key));
  const pagePath = set.pagina;
  /** Each page's visitors (path '' for the whole site) over the days, or null when unknown. */
  const readVisitors = (): Map<string, number> | null => {
    if (!visitorsKnown) return null;
    const parts = [
      ...(span.months
        ? [
            'SELECT path, visitors FROM visit_visitors_monthly WHERE month BETWEEN @firstMonth AND @lastMonth',
          ]
        : []),
      ...span.days.map(
        (_, index) =>
          `SELECT path, visitors FROM visit_visitors WHERE day BETWEEN @d${index} AND @e${index}`,
      ),
      `SELECT path, visitors FROM (${rawVisitors('aggregated = 0 AND day BETWEEN @from AND @to')})`,
    ];
    return new Map(
      all<{ path: string; visitors: number }>(
        `SELECT path, SUM(visitors) AS visitors FROM (${parts.join(' UNION ALL ')})
         ${pagePath === undefined ? '' : "WHERE path = @pagina OR path = ''"}
         GROUP BY path`,
      ).map((row) => [row.path, row.visitors]),
    );
  };
  /** The visitors of the whole view: the page's under a page filter, else the site's. */
  const totalVisitors = (visitors: Map<string, number> | null) =>
    visitors === null ? null : (visitors.get(pagePath ?? '') ?? 0);
  return { rows, all, readVisitors, totalVisitors, filters: set };
}

type Report = ReturnType<typeof prepareReport>;

/** The visits and clicks of each service page (`/servicios/{slug}`) of the report. */
function readServicePages({ rows, all }: Report): Map<string, VisitCounts> {
  return new Map(
    all<{ path: string } & VisitCounts>(
      `SELECT path, ${counts} FROM ${rows(['path'])}
       WHERE path LIKE '${paths.services}/%' GROUP BY path`,
    ).map(({ path, ...pageCounts }) => [path, pageCounts]),
  );
}

/**
 * "Conversaciones por servicio": each service page with visits or clicks in the period or the
 * one it is compared with, most clicks first.
 */
function readServiceCounts(
  db: SqliteDatabase,
  from: string,
  to: string,
  filters: DashboardFilters,
  previous: ComparisonPeriod,
): ServiceCounts[] {
  const current = readServicePages(prepareReport(db, from, to, filters));
  const before = readServicePages(
    prepareReport(db, previous.from, previous.to, filters, previous.until),
  );
  return [...new Set([...current.keys(), ...before.keys()])]
    .map((path) => ({
      path,
      visits: current.get(path)?.visits ?? 0,
      clicks: current.get(path)?.clicks ?? 0,
      previousVisits: before.get(path)?.visits ?? 0,
      previousClicks: before.get(path)?.clicks ?? 0,
    }))
    .sort((a, b) => b.clicks - a.clicks || b.visits - a.visits || a.path.localeCompare(b.path));
}

/** The report of `from`–`to`, with the open days' rows ready (`withOpenRows`). */
function readVisitReport(
  db: SqliteDatabase,
  from: string,
  to: string,
  filters: DashboardFilters,
  previous: ComparisonPeriod,
): VisitReport {
  const report = prepareReport(db, from, to, filters);
  const { rows, all } = report;
  const visitors = report.readVisitors();
  const pages = all<{ path: string } & VisitCounts>(
    `SELECT path, ${counts} FROM ${rows(['path'])} GROUP BY path
     ORDER BY visits DESC, clicks DESC, path`,
  ).map((page) => ({
    ...page,
    visitors: visitors === null ? null : (visitors.get(page.path) ?? 0),
  }));
  const [totals] = all<VisitCounts>(`SELECT ${counts} FROM ${rows([])}`);
  return {
    from,
    to,
    previous: { from: previous.from, to: previous.to, until: toIsoMoment(previous.until) },
    filters: report.filters,
    clicksCounted: areClicksCounted(report.filters),
    totals: {
      visits: totals?.visits ?? 0,
      clicks: totals?.clicks ?? 0,
      visitors: report.totalVisitors(visitors),
    },
    pages,
    articles: pages.filter((page) => isArticlePath(page.path) && page.visits > 0).slice(0, 10),
    referrers: all(
      `SELECT referrer_host AS host, SUM(views) AS visits FROM ${rows(['referrer'])}
       WHERE kind = 'visita' GROUP BY referrer_host ORDER BY visits DESC, host`,
    ),
    campaigns: all(
      `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, ${counts}
       FROM ${rows(['campaign'])} WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> ''
       GROUP BY utm_source, utm_medium, utm_campaign ORDER BY visits DESC, clicks DESC, source`,
    ),
    devices: all(
      `SELECT device, SUM(views) AS visits FROM ${rows(['device'])} WHERE kind = 'visita'
       GROUP BY device ORDER BY visits DESC, device`,
    ),
    places: all(
      `SELECT path, place, SUM(views) AS clicks FROM ${rows(['path', 'place'])}
       WHERE kind = 'whatsapp' GROUP BY path, place ORDER BY clicks DESC, path, place`,
    ),
    services: readServiceCounts(db, from, to, filters, previous),
    drops: all('SELECT day, beacons FROM visit_drops WHERE day BETWEEN @from AND @to ORDER BY day'),
  };
}

/**
 * The visit counts of the days `from` to `to` (`AAAA-MM-DD`, Mexico City, both included),
 * narrowed by `filters`: the closed days' rollups and, for days not closed yet, their raw events
 * counted the same way. Visitors add up each day's distinct visitors, so one who came back
 * another day counts twice. The services' figures are set beside those of the days the period
 * is compared with at `now` (`getComparisonPeriod`).
 */
export function buildVisitReport(
  db: SqliteDatabase,
  from: string,
  to: string,
  filters: DashboardFilters = {},
  now = Date.now(),
): VisitReport {
  const previous = getComparisonPeriod({ from, to }, now);
  return withOpenRows(db, () => readVisitReport(db, from, to, filters, previous));
}

/** Each day's visits and clicks of the report (days without any left out). */
function listDailyCounts({ rows, all }: Report): Map<string, VisitCounts> {
  return new Map(
    all<{ day: string } & VisitCounts>(
      `SELECT day, ${counts} FROM ${rows([], { byDay: true })} GROUP BY day`,
    ).map(({ day, ...dayCounts }) => [day, dayCounts]),
  );
}

/** WhatsApp clicks per 100 visits, with one decimal; a dash without visits. */
export function formatClickRate({ visits, clicks }: VisitCounts): string {
  return visits === 0 ? '—' : ((clicks * 100) / visits).toFixed(1);
}

/** WhatsApp clicks per 100 visits as a number with one decimal; 0 without visits. */
const toClickRate = ({ visits, clicks }: VisitCounts) =>
  visits === 0 ? 0 : Math.round((clicks * 1000) / visits) / 10;

/** The last day of the day, week (Sunday) or month that starts on `start`. */
function findBucketEnd(start: string, grouping: Grouping): string {
  if (grouping === 'semana') return addDays(start, 6 - ((new Date(start).getUTCDay() + 6) % 7));
  if (grouping === 'mes') return lastDayOf(start.slice(0, 7));
  return start;
}

/** The first day of the day, week (Monday) or month of `day`. */
function findBucketStart(day: string, grouping: Grouping): string {
  if (grouping === 'semana') return addDays(day, -((new Date(day).getUTCDay() + 6) % 7));
  if (grouping === 'mes') return `${day.slice(0, 8)}01`;
  return day;
}

type Bucket = Pick<DashboardData['series'][number], 'start' | 'end' | 'partial'>;

/**
 * The days, weeks (from Monday) or months of `from`–`to`, each with its first and last day in
 * the period: `en-curso` while its last day is not over by `today`, `recortado` when the period
 * leaves some of its days out (a first week that starts on a Thursday).
 */
function listBuckets(from: string, to: string, grouping: Grouping, today: string): Bucket[] {
  const buckets: Bucket[] = [];
  for (let start = from; start <= to;) {
    const wholeStart = findBucketStart(start, grouping);
    const wholeEnd = findBucketEnd(wholeStart, grouping);
    const end = wholeEnd < to ? wholeEnd : to;
    const cut = start !== wholeStart || end !== wholeEnd;
    buckets.push({ start, end, partial: end >= today ? 'en-curso' : cut ? 'recortado' : null });
    start = addDays(end, 1);
  }
  return buckets;
}

/** The visits and clicks of the days `from`–`to` in the daily counts. */
function sumDays(daily: Map<string, VisitCounts>, { from, to }: DayRange): VisitCounts {
  const sum = { visits: 0, clicks: 0 };
  for (let day = from; day <= to; day = addDays(day, 1)) {
    sum.visits += daily.get(day)?.visits ?? 0;
    sum.clicks += daily.get(day)?.clicks ?? 0;
  }
  return sum;
}

/**
 * The dashboard's view of a query, from the same report as `npm run estadisticas`: the period
 * and the days it is compared with at `now` (`getComparisonPeriod`: yesterday up to the same
 * time, the same calendar months before, or as many days before), their totals, a series by
 * day, week or month (each point beside its own counterpart, `getComparisonDays`) and the
 * report's tables. A point whose day, week or month is not over or is cut by the period is
 * `partial`: the chart draws it so, not as a drop.
 */
export function buildDashboardData(
  db: SqliteDatabase,
  query: DashboardQuery,
  now = Date.now(),
): DashboardData {
  return withOpenRows(db, () => readDashboardData(db, query, now));
}

function readDashboardData(db: SqliteDatabase, query: DashboardQuery, now: number): DashboardData {
  const { desde: from, hasta: to, agrupar, ...filters } = query;
  const comparison = getComparisonPeriod({ from, to }, now);
  const report = readVisitReport(db, from, to, filters, comparison);
  const daily = listDailyCounts(prepareReport(db, from, to, filters));
  const previousReport = prepareReport(
    db,
    comparison.from,
    comparison.to,
    filters,
    comparison.until,
  );
  const previousDaily = listDailyCounts(previousReport);
  const series = listBuckets(from, to, agrupar, toMexicoCityDate(now)).map((bucket) => {
    const previousDays = getComparisonDays({ from: bucket.start, to: bucket.end }, comparison);
    const before = previousDays && sumDays(previousDaily, previousDays);
    return {
      ...bucket,
      ...sumDays(daily, { from: bucket.start, to: bucket.end }),
      previousDays,
      previousVisits: before?.visits ?? null,
      previousClicks: before?.clicks ?? null,
    };
  });
  const previousCounts = sumDays(previousDaily, comparison);
  const { totals } = report;
  return {
    period: { from, to },
    grouping: agrupar,
    previous: {
      from: comparison.from,
      to: comparison.to,
      kind: comparison.kind,
      until: toIsoMoment(comparison.until),
    },
    totals: { ...totals, clicksPer100: toClickRate(totals) },
    previousTotals: {
      ...previousCounts,
      visitors: previousReport.totalVisitors(previousReport.readVisitors()),
      clicksPer100: toClickRate(previousCounts),
    },
    clicksCounted: report.clicksCounted,
    series,
    pages: report.pages,
    articles: report.articles,
    referrers: report.referrers,
    campaigns: report.campaigns,
    devices: report.devices,
    places: report.places,
    services: report.services,
  };
}
