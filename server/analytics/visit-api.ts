import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import { MAX_VISIT_BEACON_BYTES, visitBeaconSchema } from '../../lib/analytics/visit-beacon';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import { readClientAddress, toAddressNetwork } from '../shared/client-address';
import type { SqliteDatabase } from '../shared/database';
import { MemoryRateLimiter } from '../shared/memory-rate-limiter';
import {
  classifyDevice,
  countDayEvents,
  getDailySalt,
  hashWithDailySalt,
  readCampaign,
  readPlace,
  readReferrerHost,
  recordDroppedBeacon,
  recordVisitEvent,
} from './visits';

/** Beacons one network (an IPv4 address, an IPv6 /64) may send in 15 minutes; past it, ignored. */
export const VISIT_BEACON_LIMIT = 300;
export const VISIT_BEACON_WINDOW_MS = 15 * 60 * 1000;

/**
 * Events stored per day (Mexico City) unless `VISITS_DAILY_LIMIT` says otherwise: far above what
 * the site sees, low enough that a flood from many networks adds at most a few megabytes a day.
 */
export const DEFAULT_DAILY_EVENT_LIMIT = 50_000;

export type VisitApiOptions = {
  /** The visit counts' own database (openVisitsDatabase), never the clients'. */
  db: SqliteDatabase;
  siteUrl: string;
  trustProxy: boolean;
  visitPages: ReadonlySet<string>;
  now: () => number;
  /** Events stored per day; past it, beacons are dropped and counted in `visit_drops`. */
  dailyEventLimit?: number;
};

/** `/blog/` → `/blog`; the root stays `/`. */
const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/**
 * Whether a beacon was sent by a page of another site: the browser says it came from the API's
 * own origin (`Sec-Fetch-Site: same-origin`), else its `Origin` must be the site's (a page of the
 * site sends it even when the API lives on another host), else it must not be `cross-site`.
 */
function isFromAnotherSite(c: Context, siteOrigin: string): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site');
  if (fetchSite === 'same-origin') return false;
  const origin = c.req.header('Origin');
  if (origin !== undefined) return origin !== siteOrigin;
  return fetchSite === 'cross-site';
}

/**
 * `POST /api/visitas`: counts a page view, or a click on a WhatsApp link, from the site's
 * counter. Answers 204 to whatever it does not count (Global Privacy Control, Do Not Track, a
 * known bot, another site's page, a path that is not a page of the site, a beacon past the
 * per-network limit or the daily cap), 413 and 400 to an oversized or malformed beacon. Stores no
 * address, user agent or lasting identifier, and writes only to the visit counts' database.
 */
export function createVisitApi({
  db,
  siteUrl,
  trustProxy,
  visitPages,
  now,
  dailyEventLimit = DEFAULT_DAILY_EVENT_LIMIT,
}: VisitApiOptions) {
  const limiter = new MemoryRateLimiter(VISIT_BEACON_LIMIT, VISIT_BEACON_WINDOW_MS);
  const { hostname: siteHost, origin: siteOrigin } = new URL(siteUrl);
  let salt: { day: string; value: Buffer } | null = null;
  /** Today's stored events, read from the database once a day and then counted here. */
  let stored = { day: '', events: 0 };

  /** Today's salt, read from the database once a day (every process shares the same one). */
  function readSalt(day: string, time: number): Buffer {
    if (salt?.day !== day) salt = { day, value: getDailySalt(db, time) };
    return salt.value;
  }

  /** Whether `day` still has room under the cap; counts the beacon as dropped when it has not. */
  function hasRoom(day: string): boolean {
    if (stored.day !== day) stored = { day, events: countDayEvents(db, day) };
    if (stored.events < dailyEventLimit) return true;
    recordDroppedBeacon(db, day);
    return false;
  }

  return new Hono().post('/', async (c) => {
    if (c.req.header('Sec-GPC') === '1' || c.req.header('DNT') === '1') return c.body(null, 204);
    const userAgent = c.req.header('User-Agent') ?? '';
    if (!userAgent || isbot(userAgent)) return c.body(null, 204);
    if (isFromAnotherSite(c, siteOrigin)) return c.body(null, 204);
    const time = now();
    const day = toMexicoCityDate(time);
    const dailySalt = readSalt(day, time);
    const address = readClientAddress(c, trustProxy);
    // Ignored rather than refused: the browser would log a 429 as an error in the console of
    // every visitor behind the same network (an office, a carrier's NAT). Keyed by a hash under
    // the day's salt, so not even memory holds the address.
    const network = hashWithDailySalt(dailySalt, 'limite', toAddressNetwork(address));
    if (!limiter.take(network, time)) return c.body(null, 204);
    const body = await c.req.text();
    if (Buffer.byteLength(body) > MAX_VISIT_BEACON_BYTES)
      return c.json({ error: 'La solicitud es demasiado grande.' }, 413);
    let json: unknown = null;
    try {
      json = JSON.parse(body);
    } catch {
      // Answered below as any other malformed beacon.
    }
    const beacon = visitBeaconSchema.safeParse(json);
    if (!beacon.success) return c.json({ error: 'La visita no tiene el formato esperado.' }, 400);
    const path = trimSlash(beacon.data.path);
    if (!visitPages.has(path) || !hasRoom(day)) return c.body(null, 204);
    const place = beacon.data.place === undefined ? null : readPlace(beacon.data.place);
    recordVisitEvent(db, {
      occurredAt: time,
      kind: place ? 'whatsapp' : 'visita',
      path,
      // A click's page view already counted where the visitor came from.
      referrerHost: place ? null : readReferrerHost(beacon.data.referrerHost, siteHost),
      // A click on a campaign's landing page counts for the campaign.
      ...readCampaign(beacon.data),
      device: classifyDevice(userAgent),
      place,
      visitorHash: hashWithDailySalt(dailySalt, 'visitante', address, userAgent),
    });
    stored.events += 1;
    return c.body(null, 204);
  });
}
