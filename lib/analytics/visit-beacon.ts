// lib/analytics: what the visit counter sends and the API accepts. The browser imports only the type, so zod stays out of its bundle.
import { z } from 'zod';

const text = (max: number) => z.string().max(max);

/**
 * What the visit counter sends to `POST /api/visitas`: a page view, or a click on a WhatsApp
 * link when `place` is given (the link's `data-lugar`; the API stores an unknown one as `otro`).
 */
export const visitBeaconSchema = z.strictObject({
  path: text(300).startsWith('/'),
  search: text(500).optional(),
  referrer: text(500).optional(),
  place: text(40).optional(),
});

export type VisitBeacon = z.infer<typeof visitBeaconSchema>;
