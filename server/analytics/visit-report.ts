import type {
  DashboardData,
  DashboardFilters,
  DashboardQuery,
  Grouping,
} from '../../lib/staff-area/staff-contract';
import { paths } from '../../lib/site/paths';
import type { SqliteDatabase } from '../shared/database';
import { DAILY_DIMENSIONS, RAW_AS_DAILY, rawVisitors } from './visits';

/** Counts of one page, source or campaign. */
export type VisitCounts = { visits: number; clicks: number };
/**
 * A page's counts with its visitors: each day's distinct visitors, added up over the days; null
 * under a filter the stored visitors cannot follow (source, campaign, device).
 */
export type PageCounts = { path: string; visitors: number | null } & VisitCounts;

export type VisitReport = {
  from: string;
  to: string;
  filters: DashboardFilters;
  totals: VisitCounts & { visitors: number | null };
  pages: PageCounts[];
  articles: PageCounts[];
  referrers: { host: string; visits: number }[];
  campaigns: ({ source: string; medium: string; campaign: string } & VisitCounts)[];
  devices: { device: string; visits: number }[];
  places: { path: string; place: string; clicks: number }[];
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

/** Filters that leave each page's visitors as stored; under any other, visitors are unknown. */
const VISITOR_SAFE_FILTERS = new Set(['pagina', 'lugar']);

/** The filters that are set, without empty values. */
function readFilters(filters: DashboardFilters): DashboardFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([key, value]) => key in FILTER_CONDITIONS && value),
  );
}

const counts = `SUM(CASE kind WHEN 'visita' THEN views ELSE 0 END) AS visits,
    SUM(CASE kind WHEN 'whatsapp' THEN views ELSE 0 END) AS clicks`;

/**
 * The queries of one report: the closed days' daily rows and, for days not closed yet, their raw
 * events counted the same way, both narrowed by the filters.
 */
function prepareReport(db: SqliteDatabase, from: string, to: string, filters: DashboardFilters) {
  const set = readFilters(filters);
  const conditions = Object.keys(set)
    .map((key) => ` AND ${FILTER_CONDITIONS[key as keyof typeof FILTER_CONDITIONS]}`)
    .join('');
  const open = `aggregated = 0 AND day BETWEEN @from AND @to`;
  const rows = `(SELECT ${DAILY_DIMENSIONS}, views FROM visit_daily
      WHERE day BETWEEN @from AND @to${conditions}
    UNION ALL ${RAW_AS_DAILY} WHERE ${open}${conditions} GROUP BY ${DAILY_DIMENSIONS})`;
  const params = { ...set, from, to };
  const all = <Row>(sql: string) => db.prepare(sql).all(params) as Row[];
  const visitorsKnown = Object.keys(set).every((key) => VISITOR_SAFE_FILTERS.has(key));
  const pagePath = set.pagina;
  /** Each page's visitors (path '' for the whole site) over the days, or null when unknown. */
  const readVisitors = (): Map<string, number> | null =>
    visitorsKnown
      ? new Map(
          all<{ path: string; visitors: number }>(
            `SELECT path, SUM(visitors) AS visitors FROM (
               SELECT day, path, visitors FROM visit_visitors WHERE day BETWEEN @from AND @to
               UNION ALL ${rawVisitors(open)})
             ${pagePath === undefined ? '' : "WHERE path = @pagina OR path = ''"}
             GROUP BY path`,
          ).map((row) => [row.path, row.visitors]),
        )
      : null;
  /** The visitors of the whole view: the page's under a page filter, else the site's. */
  const totalVisitors = (visitors: Map<string, number> | null) =>
    visitors === null ? null : (visitors.get(pagePath ?? '') ?? 0);
  return { rows, all, readVisitors, totalVisitors, filters: set };
}

/**
 * The visit counts of the days `from` to `to` (`AAAA-MM-DD`, Mexico City, both included),
 * narrowed by `filters`: the closed days' daily rows and, for days not closed yet, their raw
 * events counted the same way. Visitors add up each day's distinct visitors, so one who came
 * back another day counts twice.
 */
export function buildVisitReport(
  db: SqliteDatabase,
  from: string,
  to: string,
  filters: DashboardFilters = {},
): VisitReport {
  const report = prepareReport(db, from, to, filters);
  const { rows, all } = report;
  const visitors = report.readVisitors();
  const pages = all<{ path: string } & VisitCounts>(
    `SELECT path, ${counts} FROM ${rows} GROUP BY path ORDER BY visits DESC, clicks DESC, path`,
  ).map((page) => ({
    ...page,
    visitors: visitors === null ? null : (visitors.get(page.path) ?? 0),
  }));
  const [totals] = all<VisitCounts>(`SELECT ${counts} FROM ${rows}`);
  return {
    from,
    to,
    filters: report.filters,
    totals: {
      visits: totals?.visits ?? 0,
      clicks: totals?.clicks ?? 0,
      visitors: report.totalVisitors(visitors),
    },
    pages,
    articles: pages.filter((page) => isArticlePath(page.path) && page.visits > 0).slice(0, 10),
    referrers: all(
      `SELECT referrer_host AS host, SUM(views) AS visits FROM ${rows}
       WHERE kind = 'visita' GROUP BY referrer_host ORDER BY visits DESC, host`,
    ),
    campaigns: all(
      `SELECT utm_source AS source, utm_medium AS medium, utm_campaign AS campaign, ${counts}
       FROM ${rows} WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> ''
       GROUP BY utm_source, utm_medium, utm_campaign ORDER BY visits DESC, clicks DESC, source`,
    ),
    devices: all(
      `SELECT device, SUM(views) AS visits FROM ${rows} WHERE kind = 'visita'
       GROUP BY device ORDER BY visits DESC, device`,
    ),
    places: all(
      `SELECT path, place, SUM(views) AS clicks FROM ${rows} WHERE kind = 'whatsapp'
       GROUP BY path, place ORDER BY clicks DESC, path, place`,
    ),
    drops: all('SELECT day, beacons FROM visit_drops WHERE day BETWEEN @from AND @to ORDER BY day'),
  };
}

/** Each day's visits and clicks from `from` to `to` under the filters (days without any left out). */
function listDailyCounts(
  db: SqliteDatabase,
  from: string,
  to: string,
  filters: DashboardFilters,
): Map<string, VisitCounts> {
  const { rows, all } = prepareReport(db, from, to, filters);
  return new Map(
    all<{ day: string } & VisitCounts>(`SELECT day, ${counts} FROM ${rows} GROUP BY day`).map(
      ({ day, ...dayCounts }) => [day, dayCounts],
    ),
  );
}

/** WhatsApp clicks per 100 visits, with one decimal; a dash without visits. */
export function formatClickRate({ visits, clicks }: VisitCounts): string {
  return visits === 0 ? '—' : ((clicks * 100) / visits).toFixed(1);
}

/** WhatsApp clicks per 100 visits as a number with one decimal; 0 without visits. */
const toClickRate = ({ visits, clicks }: VisitCounts) =>
  visits === 0 ? 0 : Math.round((clicks * 1000) / visits) / 10;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** The first day of the week (Monday) or month of `day`, never before `from`. */
function findBucketStart(day: string, from: string, grouping: Grouping): string {
  let start = day;
  if (grouping === 'semana') start = addDays(day, -((new Date(day).getUTCDay() + 6) % 7));
  if (grouping === 'mes') start = `${day.slice(0, 8)}01`;
  return start < from ? from : start;
}

/**
 * The dashboard's view of a query, from the same report as `npm run estadisticas`: the period
 * and the one of the same length just before it, their totals, a series by day, week or month
 * (the previous period's days lined up with the current ones) and the report's tables.
 */
export function buildDashboardData(db: SqliteDatabase, query: DashboardQuery): DashboardData {
  const { desde: from, hasta: to, agrupar, ...filters } = query;
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const report = buildVisitReport(db, from, to, filters);
  const daily = listDailyCounts(db, previous.from, to, filters);
  const previousReport = prepareReport(db, previous.from, previous.to, filters);
  const previousCounts = { visits: 0, clicks: 0 };
  const buckets = new Map<string, DashboardData['series'][number]>();
  for (let offset = 0; offset < length; offset += 1) {
    const day = addDays(from, offset);
    const start = findBucketStart(day, from, agrupar);
    const point = buckets.get(start) ?? {
      start,
      visits: 0,
      clicks: 0,
      previousVisits: 0,
      previousClicks: 0,
    };
    const current = daily.get(day);
    const before = daily.get(addDays(day, -length));
    point.visits += current?.visits ?? 0;
    point.clicks += current?.clicks ?? 0;
    point.previousVisits += before?.visits ?? 0;
    point.previousClicks += before?.clicks ?? 0;
    previousCounts.visits += before?.visits ?? 0;
    previousCounts.clicks += before?.clicks ?? 0;
    buckets.set(start, point);
  }
  const { totals } = report;
  return {
    period: { from, to },
    previous,
    totals: { ...totals, clicksPer100: toClickRate(totals) },
    previousTotals: {
      ...previousCounts,
      visitors: previousReport.totalVisitors(previousReport.readVisitors()),
      clicksPer100: toClickRate(previousCounts),
    },
    series: [...buckets.values()],
    pages: report.pages,
    articles: report.articles,
    referrers: report.referrers,
    campaigns: report.campaigns,
    devices: report.devices,
    places: report.places,
  };
}
