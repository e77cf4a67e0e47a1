// lib/analytics: what the visit counter sends and the API accepts. The browser imports only the type, so zod stays out of its bundle.
import { z } from 'zod';
import { VISIT_BEACON_LIMITS as LIMITS } from './visit-beacon-limits';

const text = (max: number) => z.string().max(max);

/**
 * What the visit counter sends to `POST /api/visitas`: a page view, or a click on a WhatsApp
 * link when `place` is given (the link's `data-lugar`; the API stores an unknown one as `otro`).
 * Only the page's path, its `utm_*` tags and the referrer's host: never the rest of the query
 * string or of the referrer.
 */
export const visitBeaconSchema = z.strictObject({
  path: text(LIMITS.path).startsWith('/'),
  utmSource: text(LIMITS.utmSource).optional(),
  utmMedium: text(LIMITS.utmMedium).optional(),
  utmCampaign: text(LIMITS.utmCampaign).optional(),
  referrerHost: text(LIMITS.referrerHost).optional(),
  place: text(LIMITS.place).optional(),
});

export type VisitBeacon = z.infer<typeof visitBeaconSchema>;

/**
 * The largest beacon the schema accepts, in bytes of JSON: every field at its longest, each
 * character written the longest way JSON can (`\u0000`, six bytes), with its name and quotes.
 * The API reads no more than this, so the two limits cannot disagree.
 */
export const MAX_VISIT_BEACON_BYTES = Object.entries(LIMITS).reduce(
  (bytes, [name, length]) => bytes + `"${name}":"",`.length + 6 * length,
  '{}'.length,
);
