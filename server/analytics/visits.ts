import { createHash, randomBytes } from 'node:crypto';
import type { VisitBeacon } from '../../lib/analytics/visit-beacon';
import { MAX_TAG_LENGTH } from '../../lib/analytics/visit-beacon-limits';
import { WHATSAPP_PLACES, type WhatsAppPlace } from '../../lib/analytics/whatsapp-places';
import { toMexicoCityDate } from '../../lib/site/mexico-city-date';
import type { SqliteDatabase } from '../shared/database';

/** The kinds of event stored; the migration's CHECK lists the same. */
export const VISIT_KINDS = ['visita', 'whatsapp'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** The device classes stored; the migration's CHECK lists the same. */
export const DEVICE_CLASSES = ['telefono', 'tableta', 'escritorio'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A clicked link's place as stored: one of WHATSAPP_PLACES, `otro` for any other name. */
export function readPlace(place: string): WhatsAppPlace {
  return WHATSAPP_PLACES.find((known) => known === place) ?? 'otro';
}

/** One stored event, with nothing that could identify the visitor beyond its day. */
export type VisitEvent = {
  occurredAt: number;
  kind: VisitKind;
  path: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass;
  place: string | null;
  visitorHash: string;
};

/** Phone, tablet or desktop from a user agent, which is then dropped. */
export function classifyDevice(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tableta';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'telefono';
  return 'escritorio';
}

/**
 * The referrer's host as stored (without `www.`), or null for none, the site itself or anything
 * that is not a host name (the browser writes international names in ASCII, `xn--…`).
 */
export function readReferrerHost(host: string | undefined, siteHost: string): string | null {
  const name = host?.toLowerCase();
  if (!name || name === siteHost || !/^[a-z0-9.-]+$/.test(name)) return null;
  return name.replace(/^www\./, '') || null;
}

/** What a campaign tag may hold: letters and digits of any language, spaces, `.`, `_` and `-`. */
const OUTSIDE_TAG = /[^\p{L}\p{N} ._-]+/gu;
/** Separators at either end: a stored tag never starts like a formula (`-`) or with a space. */
const EDGE_SEPARATORS = /^[ ._-]+|[ ._-]+$/g;

/**
 * A campaign tag as stored: in lower case, each run of other characters one hyphen, no separator
 * at either end, at most MAX_TAG_LENGTH characters; null when nothing is left.
 * `=HYPERLINK("http://x.mx","clic")` is stored as `hyperlink-http-x.mx-clic`.
 */
export function toCampaignTag(value: string | undefined): string | null {
  const tag = (value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(OUTSIDE_TAG, '-')
    .replace(/\s+/g, ' ')
    .replace(EDGE_SEPARATORS, '')
    .slice(0, MAX_TAG_LENGTH)
    .replace(EDGE_SEPARATORS, '');
  return tag || null;
}

/** A beacon's campaign tags as stored (`toCampaignTag`), null when missing or empty. */
export function readCampaign(beacon: Pick<VisitBeacon, 'utmSource' | 'utmMedium' | 'utmCampaign'>) {
  return {
    utmSource: toCampaignTag(beacon.utmSource),
    utmMedium: toCampaignTag(beacon.utmMedium),
    utmCampaign: toCampaignTag(beacon.utmCampaign),
  };
}

/**
 * Today's salt (Mexico City day), made when first needed. Salts of other days are deleted on the
 * way, so a hash of yesterday can no longer be recomputed or linked to one of today.
 */
export function getDailySalt(db: SqliteDatabase, now: number): Buffer {
  const day = toMexicoCityDate(now);
  return db.transaction(() => {
    db.prepare('DELETE FROM visit_salts WHERE day <> ?').run(day);
    db.prepare('INSERT OR IGNORE INTO visit_salts (day, salt) VALUES (?, ?)').run(
      day,
      randomBytes(32),
    );
    return db.prepare('SELECT salt FROM visit_salts WHERE day = ?').pluck().get(day) as Buffer;
  })();
}

/** A SHA-256 of the parts under today's salt: the same visitor gives the same hash for one day. */
export function hashWithDailySalt(salt: Buffer, ...parts: string[]): string {
  const hash = createHash('sha256').update(salt);
  parts.forEach((part) => hash.update(`\0${part}`));
  return hash.digest('hex').slice(0, 32);
}

export function recordVisitEvent(db: SqliteDatabase, event: VisitEvent): void {
  db.prepare(
    `INSERT INTO visit_events (occurred_at, day, kind, path, referrer_host, utm_source, utm_medium,
       utm_campaign, device, place, visitor_hash)
     VALUES (@occurredAt, @day, @kind, @path, @referrerHost, @utmSource, @utmMedium, @utmCampaign,
       @device, @place, @visitorHash)`,
  ).run({ ...event, day: toMexicoCityDate(event.occurredAt) });
}

/** The events stored for a day (`AAAA-MM-DD`, Mexico City), for its cap. */
export function countDayEvents(db: SqliteDatabase, day: string): number {
  // Both values of `aggregated`, so the count reads the index on (aggregated, day).
  return db
    .prepare('SELECT COUNT(*) FROM visit_events WHERE aggregated IN (0, 1) AND day = ?')
    .pluck()
    .get(day) as number;
}

/** Counts one beacon turned away because its day had reached the cap on stored events. */
export function recordDroppedBeacon(db: SqliteDatabase, day: string): void {
  db.prepare(
    `INSERT INTO visit_drops (day, beacons) VALUES (?, 1)
     ON CONFLICT DO UPDATE SET beacons = beacons + 1`,
  ).run(day);
}

/** The columns a daily row groups by; a missing value is '' there, so rows stay unique. */
export const DAILY_DIMENSIONS = `day, kind, path, referrer_host, utm_source, utm_medium,
  utm_campaign, device, place`;

/** The raw events grouped as daily rows are, for the days not closed yet. */
export const RAW_AS_DAILY = `SELECT day, kind, path, IFNULL(referrer_host, '') AS referrer_host,
    IFNULL(utm_source, '') AS utm_source, IFNULL(utm_medium, '') AS utm_medium,
    IFNULL(utm_campaign, '') AS utm_campaign, device, IFNULL(place, '') AS place,
    COUNT(*) AS views
  FROM visit_events`;

/**
 * Distinct visitors of each page and day (path '' for the whole site), counted from the raw page
 * views that match `where`, as `visit_visitors` keeps them.
 */
export const rawVisitors = (where: string) => `
  SELECT day, path, COUNT(DISTINCT visitor_hash) AS visitors FROM visit_events
    WHERE kind = 'visita' AND ${where} GROUP BY day, path
  UNION ALL
  SELECT day, '' AS path, COUNT(DISTINCT visitor_hash) AS visitors FROM visit_events
    WHERE kind = 'visita' AND ${where} GROUP BY day`;
