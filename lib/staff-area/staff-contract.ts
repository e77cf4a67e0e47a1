// lib/staff-area: the staff-area contract, imported by the agency's dashboard and by server/staff (schemas, routes, periods).
import * as z from '../content/zod';

/**
 * The staff area's API lives under `${getApiUrl()}/agencia`. Its session is a cookie the API sets
 * (`__Host-`, HttpOnly, Secure, SameSite=Strict), so the dashboard and the API must share an
 * origin: the browser sends every request with `credentials: 'same-origin'`. Every request that
 * changes something is a `POST` with a JSON body and the site's `Origin`.
 */
export const STAFF_ROUTES = {
  /** POST `{ email, password }` → `SignInStep`; 401 or 429 `StaffError`. */
  signIn: '/agencia/sesion',
  /** POST `{ code }` (6 digits, or a recovery code) → `SignedIn`; 401 or 429 `StaffError`. */
  code: '/agencia/sesion/codigo',
  /** GET → `{ staff }` of the session; 401 without one. */
  session: '/agencia/sesion',
  /** POST `{ scope: 'esta' | 'otras' }`: closes this session or every other of the account. */
  signOut: '/agencia/sesion/cerrar',
  /** GET with `DashboardQuery` as query parameters → `DashboardData`. */
  dashboard: '/agencia/estadisticas',
  /** GET with `DashboardQuery` as query parameters → the same view as CSV (safe cells). */
  dashboardCsv: '/agencia/estadisticas.csv',
  /** GET → `{ entries: AuditEntry[] }`, the newest first; the manager only (403 for a reader). */
  audit: '/agencia/auditoria',
} as const;

/** One who manages (and reads the audit log), one who only reads. */
export const STAFF_ROLES = ['gerente', 'lector'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS = {
  gerente: 'Gerente',
  lector: 'Lectura',
} as const satisfies Record<StaffRole, string>;

export const staffMemberSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The body of `POST /agencia/sesion`. */
export const signInRequestSchema = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** A TOTP code (6 digits) or a recovery code (`XXXX-XXXX`, letters and digits). */
export const CODE_PATTERN = /^(\d{6}|[A-Z0-9]{4}-[A-Z0-9]{4})$/;

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

/** The periods of the picker; `personalizado` takes `desde` and `hasta`. */
export const PERIODS = ['hoy', '7d', '30d', '90d', '12m', 'personalizado'] as const;
export type Period = (typeof PERIODS)[number];

/** How the chart groups its days. */
export const GROUPINGS = ['dia', 'semana', 'mes'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** The dimensions a view can be filtered by, each kept in the URL under this name. */
export const FILTER_KEYS = ['pagina', 'origen', 'campana', 'dispositivo', 'lugar'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
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
   * device, which the stored visitor counts (per day and page) cannot follow.
   */
  visitors: z.nullable(z.number()),
  clicks: z.number(),
  /** WhatsApp clicks per 100 visits, one decimal. */
  clicksPer100: z.number(),
});

const countsSchema = { visits: z.number(), clicks: z.number() };

/** One view of the dashboard: the period and the previous one of the same length. */
export const dashboardDataSchema = z.object({
  period: z.object({ from: isoDate, to: isoDate }),
  previous: z.object({ from: isoDate, to: isoDate }),
  totals: totalsSchema,
  previousTotals: totalsSchema,
  /** One point per day, week or month: the first day it covers, its figures and the previous period's. */
  series: z.array(
    z.object({
      start: isoDate,
      visits: z.number(),
      clicks: z.number(),
      previousVisits: z.number(),
      previousClicks: z.number(),
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
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const auditEntrySchema = z.object({
  at: z.string(),
  /** Who acted (an e-mail), or an empty string for a failed sign-in of an unknown account. */
  actor: z.string(),
  action: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
