// lib/analytics: what the visit counter sends and the API accepts. Runs anywhere; no zod, so the browser can import it.
/** The longest `utm_*` tag a beacon carries, in characters; the counter cuts longer ones. */
export const MAX_TAG_LENGTH = 100;

/**
 * The longest value of each field of a visit beacon, in characters: the schema refuses longer
 * ones, the counter cuts its tags to them, and the API's byte limit is worked out from them.
 */
export const VISIT_BEACON_LIMITS = {
  path: 300,
  utmSource: MAX_TAG_LENGTH,
  utmMedium: MAX_TAG_LENGTH,
  utmCampaign: MAX_TAG_LENGTH,
  // The longest host name DNS allows.
  referrerHost: 253,
  place: 40,
} as const;
