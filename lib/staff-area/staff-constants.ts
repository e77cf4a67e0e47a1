// lib/staff-area: the staff-area contract's plain values (routes, roles, periods, groupings, filters, code pattern). Runs anywhere; imports no zod.

// staff-contract.ts builds its zod schemas as it loads, so a browser module that imports one of
// its values ships them, and zod's union, literal and optional with them, in the chunk the client
// area's pages share (2.7 KB more on /login-cliente, and the dashboard past its 30 KB). The values
// live here, the contract re-exports them, and the dashboard imports them from here.

/**
 * The staff area's API lives under `${getApiUrl()}/agencia`. Its session is a cookie the API sets
 * (`__Host-`, HttpOnly, Secure, SameSite=Strict), so the dashboard and the API must share an
 * origin: the browser sends every request with `credentials: 'same-origin'`. Every request that
 * changes something is a `POST` with a JSON body and the site's `Origin`.
 */
export const STAFF_ROUTES = {
  /** POST `{ email, password }` → `SignInStep`; 401 or 429 `StaffError`. */
  signIn: '/agencia/sesion',
  /**
   * POST `{ code }` (6 digits, or a recovery code) → `SignedIn`; 401 or 429 `StaffError`, or 409
   * with `UNREADABLE_FACTOR_MESSAGE` when the server's key cannot read the account's second factor.
   */
  code: '/agencia/sesion/codigo',
  /** GET → `{ staff }` of the session; 401 without one. */
  session: '/agencia/sesion',
  /** POST `{ scope: 'esta' | 'otras' }`: closes this session or every other of the account. */
  signOut: '/agencia/sesion/cerrar',
  /** GET with `DashboardQuery` as query parameters → `DashboardData`. */
  dashboard: '/agencia/estadisticas',
  /** GET with `DashboardQuery` as query parameters → the same view as CSV (safe cells). */
  dashboardCsv: '/agencia/estadisticas.csv',
  /**
   * GET with `AuditQuery` as query parameters → `AuditPage`, the newest first; the manager only
   * (403 for a reader).
   */
  audit: '/agencia/auditoria',
} as const;

/** What an audit entry records: a sign-in or session event, a read (a CSV download), a change. */
export const AUDIT_KINDS = ['acceso', 'lectura', 'cambio'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS = {
  acceso: 'Accesos',
  lectura: 'Lecturas',
  cambio: 'Cambios',
} as const satisfies Record<AuditKind, string>;

/**
 * An audit page's cursor, `antes`: the time in milliseconds, the id and the file (0 staff.db, 1
 * clients.db) of the last entry of the page before.
 */
export const AUDIT_CURSOR_PATTERN = /^(\d{1,16})-(\d{1,16})-(\d)$/;

/** The longest text the audit log's person and subject filters take. */
export const AUDIT_TEXT_MAX_LENGTH = 254;

/** One who manages (and reads the audit log), one who only reads. */
export const STAFF_ROLES = ['gerente', 'lector'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS = {
  gerente: 'Gerente',
  lector: 'Lectura',
} as const satisfies Record<StaffRole, string>;

/**
 * The code step's answer when the account's second factor does not open with the server's key
 * (the key changed): no code can be checked, so the try does not count toward the limit.
 */
export const UNREADABLE_FACTOR_MESSAGE =
  'El segundo factor de tu cuenta no se puede leer con la clave del servidor; avisa al administrador. Este intento no cuenta como fallido.';

/** A TOTP code (6 digits) or a recovery code (`XXXX-XXXX`, letters and digits). */
export const CODE_PATTERN = /^(\d{6}|[A-Z0-9]{4}-[A-Z0-9]{4})$/;

/** The periods of the picker; `personalizado` takes `desde` and `hasta`. */
export const PERIODS = ['hoy', '7d', '30d', '90d', '12m', 'personalizado'] as const;
export type Period = (typeof PERIODS)[number];

/** How the chart groups its days. */
export const GROUPINGS = ['dia', 'semana', 'mes'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/**
 * Why a point of the chart counts fewer days than its day, week or month: `en-curso`, its last
 * day is not over yet; `recortado`, the period leaves some of its days out.
 */
export const PARTIAL_BUCKETS = ['en-curso', 'recortado'] as const;
export type PartialBucket = (typeof PARTIAL_BUCKETS)[number];

/** The dimensions a view can be filtered by, each kept in the URL under this name. */
export const FILTER_KEYS = ['pagina', 'origen', 'campana', 'dispositivo', 'lugar'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
