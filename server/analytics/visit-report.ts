import { paths } from '../../lib/site/paths';
import type { SqliteDatabase } from '../shared/database';
import { DAILY_DIMENSIONS, RAW_AS_DAILY, rawVisitors } from './visits';

/** Counts of one page, source or campaign. */
export type VisitCounts = { visits: number; clicks: number };
/** A page's counts with its visitors: each day's distinct visitors, added up over the days. */
export type PageCounts = { path: string; visitors: number } & VisitCounts;

export type VisitReport = {
  from: string;
  to: string;
  totals: VisitCounts & { visitors: number };
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
 * The visit counts of the days `from` to `to` (`AAAA-MM-DD`, Mexico City, both included): the
 * closed days' daily rows and, for days not closed yet, their raw events counted the same way.
 * Visitors add up each day's distinct visitors, so one who came back another day counts twice.
 */
export function buildVisitReport(db: SqliteDatabase, from: string, to: string): VisitReport {
  const open = 'aggregated = 0 AND day BETWEEN @from AND @to';
  const rows = `(SELECT ${DAILY_DIMENSIONS}, views FROM visit_daily WHERE day BETWEEN @from AND @to
    UNION ALL ${RAW_AS_DAILY} WHERE ${open} GROUP BY ${DAILY_DIMENSIONS})`;
  const counts = `SUM(CASE kind WHEN 'visita' THEN views ELSE 0 END) AS visits,
    SUM(CASE kind WHEN 'whatsapp' THEN views ELSE 0 END) AS clicks`;
  const all = <Row>(sql: string) => db.prepare(sql).all({ from, to }) as Row[];
  const visitors = new Map(
    all<{ path: string; visitors: number }>(
      `SELECT path, SUM(visitors) AS visitors FROM (
         SELECT day, path, visitors FROM visit_visitors WHERE day BETWEEN @from AND @to
         UNION ALL ${rawVisitors(open)})
       GROUP BY path`,
    ).map((row) => [row.path, row.visitors]),
  );
  const pages = all<{ path: string } & VisitCounts>(
    `SELECT path, ${counts} FROM ${rows} GROUP BY path ORDER BY visits DESC, clicks DESC, path`,
  ).map((page) => ({ ...page, visitors: visitors.get(page.path) ?? 0 }));
  const [totals] = all<VisitCounts>(`SELECT ${counts} FROM ${rows}`);
  return {
    from,
    to,
    totals: {
      visits: totals?.visits ?? 0,
      clicks: totals?.clicks ?? 0,
      visitors: visitors.get('') ?? 0,
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

/** WhatsApp clicks per 100 visits, with one decimal; a dash without visits. */
export function formatClickRate({ visits, clicks }: VisitCounts): string {
  return visits === 0 ? '—' : ((clicks * 100) / visits).toFixed(1);
}
