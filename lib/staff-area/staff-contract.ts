// lib/staff-area: the staff-area contract, imported by the agency's dashboard and by server/staff (schemas, routes, periods).
import * as z from '../content/zod';
import { buildEmailSchema } from '../site/email-schema';
import { COMPARISON_KINDS } from './comparison-period';
import {
  AUDIT_CURSOR_PATTERN,
  AUDIT_KINDS,
  AUDIT_TEXT_MAX_LENGTH,
  CODE_PATTERN,
  GROUPINGS,
  PARTIAL_BUCKETS,
  STAFF_ROLES,
  type FilterKey,
} from './staff-constants';

export {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  CODE_PATTERN,
  FILTER_KEYS,
  GROUPINGS,
  PARTIAL_BUCKETS,
  PERIODS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_ROUTES,
} from './staff-constants';
export type {
  AuditKind,
  FilterKey,
  Grouping,
  PartialBucket,
  Period,
  StaffRole,
} from './staff-constants';

export const staffMemberSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The body of `POST /agencia/sesion`, its e-mail read as `personal -- agregar` stored it. */
export const signInRequestSchema = z.object({
  email: buildEmailSchema(),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The body of `POST /agencia/sesion/codigo`. */
export const codeRequestSchema = z.object({
  code: z.string().check(z.regex(CODE_PATTERN)),
});

/**
 * After the password: the code step, or, on a first sign-in, the enrolment of the second factor
 * (the secret as a QR code drawn in SVG and as text, for the authenticator app).
 */
export const signInStepSchema = z.union([
  z.object({ step: z.literal('codigo') }),
  z.object({
    step: z.literal('inscripcion'),
    enrolment: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }),
  }),
]);
export type SignInStep = z.infer<typeof signInStepSchema>;

/** Signed in; `recoveryCodes` only right after enrolment, the one time they are shown. */
export const signedInSchema = z.object({
  staff: staffMemberSchema,
  recoveryCodes: z.optional(z.array(z.string())),
});
export type SignedIn = z.infer<typeof signedInSchema>;

/** An error answer: a Spanish message, and for a 429 the seconds to wait. */
export const staffErrorSchema = z.object({
  error: z.string(),
  retryAfterSeconds: z.optional(z.number()),
});

export type DashboardFilters = Partial<Record<FilterKey, string>>;

const isoDate = z.iso.date();

/** What the dashboard asks for: the days (Mexico City, both included), grouping and filters. */
export const dashboardQuerySchema = z.object({
  desde: isoDate,
  hasta: isoDate,
  agrupar: z.enum(GROUPINGS),
  pagina: z.optional(z.string().check(z.maxLength(300))),
  origen: z.optional(z.string().check(z.maxLength(300))),
  campana: z.optional(z.string().check(z.maxLength(300))),
  dispositivo: z.optional(z.string().check(z.maxLength(40))),
  lugar: z.optional(z.string().check(z.maxLength(60))),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const totalsSchema = z.object({
  visits: z.number(),
  /**
   * Distinct visitors per day, added up over the days; null under a filter by source, campaign or
   * device, which the stored visitor counts (per day and page) cannot follow, and for yesterday
   * up to the same time, whose visitors are kept for the whole day only.
   */
  visitors: z.nullable(z.number()),
  clicks: z.number(),
  /** WhatsApp clicks per 100 visits, one decimal. */
  clicksPer100: z.number(),
});

const countsSchema = { visits: z.number(), clicks: z.number() };

const dayRangeSchema = z.object({ from: isoDate, to: isoDate });

/**
 * One view of the dashboard: the period and the one it is compared with, as
 * `getComparisonPeriod` (lib/staff-area/comparison-period.ts) decides.
 */
export const dashboardDataSchema = z.object({
  period: dayRangeSchema,
  /** How the series groups the days (the query's `agrupar`). */
  grouping: z.enum(GROUPINGS),
  previous: z.object({
    from: isoDate,
    to: isoDate,
    kind: z.enum(COMPARISON_KINDS),
    /** For today so far: the moment (ISO 8601) up to which yesterday counts; else null. */
    until: z.nullable(z.iso.datetime()),
  }),
  totals: totalsSchema,
  previousTotals: totalsSchema,
  /**
   * Whether the WhatsApp clicks are counted under the view's filters: a click keeps no source
   * (its page view does), so under a source filter they are not, and every click figure is «—».
   */
  clicksCounted: z.boolean(),
  /**
   * One point per day, week or month: its first and last day in the period, its figures, the
   * days it is compared with and their figures (null when none of its days has a counterpart,
   * as 29 February a year later). `partial`: `en-curso` while its last day is not over,
   * `recortado` when the period cuts it (a first week of 4 days); null when whole.
   */
  series: z.array(
    z.object({
      start: isoDate,
      end: isoDate,
      partial: z.nullable(z.enum(PARTIAL_BUCKETS)),
      visits: z.number(),
      clicks: z.number(),
      previousDays: z.nullable(dayRangeSchema),
      previousVisits: z.nullable(z.number()),
      previousClicks: z.nullable(z.number()),
    }),
  ),
  /** `visitors` as in the totals: null under a filter by source, campaign or device. */
  pages: z.array(z.object({ path: z.string(), visitors: z.nullable(z.number()), ...countsSchema })),
  articles: z.array(
    z.object({ path: z.string(), visitors: z.nullable(z.number()), ...countsSchema }),
  ),
  referrers: z.array(z.object({ host: z.string(), visits: z.number() })),
  campaigns: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      ...countsSchema,
    }),
  ),
  devices: z.array(z.object({ device: z.string(), visits: z.number() })),
  places: z.array(z.object({ path: z.string(), place: z.string(), clicks: z.number() })),
  /** Each service page's visits and clicks, and the comparison's (conversaciones por servicio). */
  services: z.array(
    z.object({
      path: z.string(),
      ...countsSchema,
      previousVisits: z.number(),
      previousClicks: z.number(),
    }),
  ),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

/** One field of a change, as it was and as it is; `before` is '' for a value set at creation. */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string(),
  after: z.string(),
});

export const auditEntrySchema = z.object({
  at: z.string(),
  /**
   * Who acted: an e-mail, `Nombre (cuenta, línea de comandos)` for a command, or an empty string for a
   * failed sign-in of an unknown account.
   */
  actor: z.string(),
  action: z.string(),
  /** A sign-in or session event, a read (CSV download) or a change. */
  kind: z.enum(AUDIT_KINDS),
  /** On what it was done (`factura CV-1042 de ana@ejemplo.mx`), or why a sign-in failed. */
  detail: z.string(),
  /** What changed, field by field, each value apart: no value can pass for another field. */
  changes: z.array(auditChangeSchema),
  /** The request's address (a /64 for tries from several addresses in it); null for a command. */
  address: z.nullable(z.string()),
  /** The tries it counts: failed sign-ins of one e-mail from one network add up for 15 minutes. */
  attempts: z.int().check(z.minimum(1)),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The cursor of the page after the one that ends on this entry. */
export function formatAuditCursor(cursor: { occurredAt: number; id: number; source: number }) {
  return `${cursor.occurredAt}-${cursor.id}-${cursor.source}`;
}

const auditCursorSchema = z.pipe(
  z.string().check(z.regex(AUDIT_CURSOR_PATTERN)),
  z.transform((text: string) => {
    const [occurredAt = 0, id = 0, source = 0] = text.split('-').map(Number);
    return { occurredAt, id, source };
  }),
);

/**
 * The query of `GET /agencia/auditoria`: every filter optional, pages of 100, the first without
 * `antes` and each next one with the `next` of the page before.
 */
export const auditQuerySchema = z.object({
  tipo: z.optional(z.enum(AUDIT_KINDS)),
  /** Part of a staff member's name or e-mail, any case, with or without accents. */
  persona: z.optional(z.string().check(z.maxLength(AUDIT_TEXT_MAX_LENGTH))),
  /** Part of what it was done on (a client's e-mail, an invoice number) or of a change. */
  sobre: z.optional(z.string().check(z.maxLength(AUDIT_TEXT_MAX_LENGTH))),
  desde: z.optional(isoDate),
  hasta: z.optional(isoDate),
  antes: z.optional(auditCursorSchema),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `antes` of the next, older page; null on the last page. */
  next: z.nullable(z.string()),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
