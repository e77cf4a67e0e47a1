import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as z from '../../lib/content/zod';
import {
  STAFF_ROUTES,
  codeRequestSchema,
  dashboardQuerySchema,
  signInRequestSchema,
  type DashboardData,
  type DashboardQuery,
  type SignInStep,
  type SignedIn,
} from '../../lib/staff-area/staff-contract';
import { readClientAddress, toAddressNetwork } from '../shared/client-address';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../shared/passwords';
import {
  RATE_LIMIT_WINDOW_MS,
  RateLimiter,
  signInKeys,
  type CountedKey,
} from '../shared/rate-limiter';
import { recordStaffAudit, type AuditSource, type StaffAuditEvent } from './audit';
import { createAuditRoutes } from './audit-routes';
import type { StaffDatabase } from './database';
import { NO_SESSION, SESSION_COOKIE, readStaffSession, refuseForeignChange } from './staff-gate';
import { decryptSecret, encryptSecret, hashRecoveryCode, type StaffKeys } from './secret-key';
import { createEnrolment, createRecoveryCodes, findTotpStep } from './second-factor';
import {
  PENDING_SIGN_IN_MS,
  SESSION_ABSOLUTE_MS,
  acceptTotpStep,
  createPendingSignIn,
  createStaffSession,
  deletePendingSignIn,
  findPendingSignIn,
  findStaffByEmail,
  revokeOtherSessions,
  revokeStaffSession,
  saveEnrolment,
  toStaffMember,
  spendRecoveryCode,
  type StaffRow,
} from './store';

/**
 * Codes per account and per address in 15 minutes. Tight per account, unlike passwords
 * (`SIGN_IN_LIMITS`): only someone with the password reaches this step, and six digits are few.
 */
const STAFF_CODE_LIMIT = 5;
/** The longest period one dashboard request may cover. */
export const MAX_DASHBOARD_DAYS = 3 * 366;

/** The cookie that binds the password step to the code step. */
const PENDING_COOKIE = 'cv_agencia_paso';

const WRONG_CREDENTIALS = 'El correo, la contraseña o el código no son correctos.';
const ALREADY_ENROLLED =
  'Ya inscribiste tu segundo factor en otra ventana. Vuelve a empezar con tu correo y usa el código de la app que inscribiste ahí.';

/** The dashboard's figures, given by whoever mounts the area (`server/api.ts`). */
export type StaffDashboard = {
  /** The view of a query: the same report code as `npm run estadisticas`. */
  getData(query: DashboardQuery): DashboardData;
  /** The same view as CSV, with the command's safe cells. */
  getCsv(query: DashboardQuery): string;
};

export interface StaffApiOptions {
  db: StaffDatabase;
  keys: StaffKeys;
  dashboard: StaffDashboard;
  /** The site's origin: a request that changes something must come from it. */
  siteUrl: string;
  trustProxy: boolean;
  /** The client work's audit rows, in the clients' file (given by `server/api.ts`). */
  workAudit?: AuditSource;
  now: () => number;
}

const signOutRequestSchema = z.object({ scope: z.enum(['esta', 'otras']) });

function fail(c: Context, status: 400 | 401 | 403 | 415, error: string) {
  return c.json({ error }, status);
}

/** "1 minuto", "12 minutos". */
const formatMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
};

/** Whole days from `from` to `to`, both included. */
const countDays = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/**
 * The staff area's API: sign-in with a password and a second factor, the session, the
 * dashboard's figures and CSV, and the audit log. `server/api.ts` mounts it under `/api`; its
 * routes are the contract's (`STAFF_ROUTES`, `/agencia/*`).
 */
export function createStaffApi({
  db,
  keys,
  dashboard,
  siteUrl,
  trustProxy,
  workAudit,
  now,
}: StaffApiOptions) {
  const app = new Hono();
  const siteOrigin = new URL(siteUrl).origin;
  const attempts = new RateLimiter(db, STAFF_CODE_LIMIT, RATE_LIMIT_WINDOW_MS);
  const secretContext = (staffId: number) => `staff:${staffId}`;

  const readAddress = (c: Context) => readClientAddress(c, trustProxy);
  const audit = (c: Context, event: Omit<StaffAuditEvent, 'occurredAt' | 'address'>) =>
    recordStaffAudit(db, { ...event, occurredAt: now(), address: readAddress(c) });

  /**
   * Counts one attempt under each key; past the limit, the 429 answer to send instead. Refused
   * attempts are not written to the audit log, so a flood cannot fill the disk: the failures
   * before the limit are there.
   */
  function countAttempt(c: Context, keys: (string | CountedKey)[]) {
    const attempt = attempts.attempt(keys, now());
    if ('attemptIds' in attempt) return attempt;
    const seconds = Math.ceil(attempt.retryAfterMs / 1000);
    c.header('Retry-After', String(seconds));
    return c.json(
      {
        error: `Demasiados intentos. Espera ${formatMinutes(seconds)} antes de volver a intentar.`,
        retryAfterSeconds: seconds,
      },
      429,
    );
  }

  const cookieOptions = (maxAgeSeconds: number) =>
    ({
      prefix: 'host',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: maxAgeSeconds,
    }) as const;

  const readSession = (c: Context) => readStaffSession(db, c, now());

  app.use('/agencia/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const foreign = c.req.method === 'POST' ? refuseForeignChange(c, siteOrigin) : null;
    if (foreign) return foreign;
    await next();
  });

  app.post(STAFF_ROUTES.signIn, async (c) => {
    const input = signInRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return fail(c, 400, 'Escribe un correo válido y tu contraseña.');
    const email = input.data.email.toLowerCase();
    const staff = findStaffByEmail(db, email);
    const actor = staff ? staff.email : '';
    // Counted before the slow hash check, so concurrent attempts cannot slip past the limit.
    const attempt = countAttempt(c, signInKeys('clave', email, readAddress(c)));
    if (attempt instanceof Response) return attempt;
    const valid = await verifyPassword(
      input.data.password,
      staff?.password_hash ?? (await DUMMY_PASSWORD_HASH),
    );
    if (!staff || !valid || staff.disabled) {
      const detail = !staff
        ? `correo desconocido: ${email}`
        : staff.disabled
          ? 'cuenta desactivada'
          : 'contraseña incorrecta';
      audit(c, { actor, action: 'acceso_fallido', detail });
      return fail(c, 401, WRONG_CREDENTIALS);
    }
    attempts.forget(attempt.attemptIds);
    const enrolment = staff.totp_secret === null ? createEnrolment(staff.email) : null;
    const token = createPendingSignIn(
      db,
      staff.id,
      enrolment && encryptSecret(keys.encryption, enrolment.secret, secretContext(staff.id)),
      now(),
    );
    setCookie(c, PENDING_COOKIE, token, cookieOptions(PENDING_SIGN_IN_MS / 1000));
    const step: SignInStep = enrolment ? { step: 'inscripcion', enrolment } : { step: 'codigo' };
    return c.json(step);
  });

  /** Whether `code` is the staff member's next TOTP code or one of their unused recovery codes. */
  function checkCode(
    staff: StaffRow,
    secret: string,
    code: string,
  ): 'totp' | 'recuperacion' | null {
    if (/^\d{6}$/.test(code)) {
      const step = findTotpStep(secret, staff.email, code, now());
      return step !== null && acceptTotpStep(db, staff.id, step) ? 'totp' : null;
    }
    const hash = hashRecoveryCode(keys.recoveryCodes, code);
    return spendRecoveryCode(db, staff.id, hash, now()) ? 'recuperacion' : null;
  }

  /** The secret, or null when it cannot be read (the staff key changed). */
  function readSecret(staffId: number, stored: string): string | null {
    try {
      return decryptSecret(keys.encryption, stored, secretContext(staffId));
    } catch {
      return null;
    }
  }

  app.post(STAFF_ROUTES.code, async (c) => {
    const input = codeRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) {
      return fail(c, 400, 'Escribe el código de 6 dígitos o un código de recuperación.');
    }
    const pendingToken = getCookie(c, PENDING_COOKIE, 'host');
    const pending =
      pendingToken && pendingToken.length <= 100
        ? findPendingSignIn(db, pendingToken, now())
        : null;
    if (!pending) {
      return fail(
        c,
        401,
        'Pasaron más de 5 minutos, no empezaste con tu correo o ya entraste en otra ventana. Vuelve a empezar.',
      );
    }
    const { staff, enrolmentSecret, tokenHash } = pending;
    const network = toAddressNetwork(readAddress(c));
    const accountKey = `codigo:${staff.id}`;
    const attempt = countAttempt(c, [accountKey, `codigo-ip:${network}`]);
    if (attempt instanceof Response) return attempt;
    const stored = enrolmentSecret ?? staff.totp_secret;
    const secret = stored === null ? null : readSecret(staff.id, stored);
    const code = input.data.code.toUpperCase();
    const used =
      secret === null
        ? null
        : enrolmentSecret !== null
          ? // While enrolling, only a code of the new secret confirms it.
            /^\d{6}$/.test(code) && findTotpStep(secret, staff.email, code, now())
          : checkCode(staff, secret, code);
    if (used === null || used === false) {
      const detail =
        secret === null ? 'secreto ilegible: restablece el segundo factor' : 'código incorrecto';
      audit(c, { actor: staff.email, action: 'acceso_fallido', detail });
      return fail(c, 401, WRONG_CREDENTIALS);
    }
    const signedIn = db
      .transaction(() => {
        // Only this attempt is taken back: the failures before it still count.
        attempts.forget(attempt.attemptIds);
        deletePendingSignIn(db, tokenHash);
        let recoveryCodes: string[] | undefined;
        if (enrolmentSecret !== null && typeof used === 'number') {
          recoveryCodes = createRecoveryCodes();
          const enrolled = saveEnrolment(
            db,
            staff.id,
            enrolmentSecret,
            recoveryCodes.map((recovery) => hashRecoveryCode(keys.recoveryCodes, recovery)),
          );
          if (!enrolled) {
            audit(c, {
              actor: staff.email,
              action: 'acceso_fallido',
              detail: 'inscripción ya hecha',
            });
            return null;
          }
          acceptTotpStep(db, staff.id, used);
          audit(c, { actor: staff.email, action: 'segundo_factor_inscrito', detail: '' });
        }
        if (used === 'recuperacion') {
          audit(c, { actor: staff.email, action: 'codigo_recuperacion_usado', detail: '' });
        }
        audit(c, { actor: staff.email, action: 'sesion_iniciada', detail: '' });
        const token = createStaffSession(db, staff.id, now());
        return { token, recoveryCodes };
      })
      .immediate();
    deleteCookie(c, PENDING_COOKIE, { prefix: 'host', secure: true, path: '/' });
    if (!signedIn) return fail(c, 401, ALREADY_ENROLLED);
    setCookie(c, SESSION_COOKIE, signedIn.token, cookieOptions(SESSION_ABSOLUTE_MS / 1000));
    const answer: SignedIn = { staff: toStaffMember(staff) };
    if (signedIn.recoveryCodes) answer.recoveryCodes = signedIn.recoveryCodes;
    return c.json(answer);
  });

  app.get(STAFF_ROUTES.session, (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    return c.json({ staff: toStaffMember(session.staff) });
  });

  app.post(STAFF_ROUTES.signOut, async (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    const input = signOutRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return fail(c, 400, 'Indica qué sesiones cerrar: "esta" u "otras".');
    const { staff, token } = session;
    if (input.data.scope === 'esta') {
      revokeStaffSession(db, token, now());
      audit(c, { actor: staff.email, action: 'sesion_cerrada', detail: '' });
      deleteCookie(c, SESSION_COOKIE, { prefix: 'host', secure: true, path: '/' });
    } else {
      const closed = revokeOtherSessions(db, staff.id, token, now());
      audit(c, { actor: staff.email, action: 'otras_sesiones_cerradas', detail: `${closed}` });
    }
    return c.body(null, 204);
  });

  /** The dashboard query of the request's parameters, or the 400 answer. */
  function readQuery(c: Context): DashboardQuery | Response {
    const params = Object.fromEntries(
      Object.entries(c.req.query()).filter(([, value]) => value !== ''),
    );
    const query = dashboardQuerySchema.safeParse(params);
    if (!query.success) {
      return fail(
        c,
        400,
        'Revisa el periodo (desde y hasta, AAAA-MM-DD), la agrupación y los filtros.',
      );
    }
    const days = countDays(query.data.desde, query.data.hasta);
    if (days < 1 || days > MAX_DASHBOARD_DAYS) {
      return fail(c, 400, 'El periodo debe empezar antes de terminar y cubrir como máximo 3 años.');
    }
    return query.data;
  }

  app.get(STAFF_ROUTES.dashboard, (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    const query = readQuery(c);
    if (query instanceof Response) return query;
    return c.json(dashboard.getData(query));
  });

  app.get(STAFF_ROUTES.dashboardCsv, (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    const query = readQuery(c);
    if (query instanceof Response) return query;
    const csv = dashboard.getCsv(query);
    audit(c, {
      actor: session.staff.email,
      action: 'csv_descargado',
      detail: `${query.desde} a ${query.hasta}`,
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header(
      'Content-Disposition',
      `attachment; filename="estadisticas-${query.desde}-a-${query.hasta}.csv"`,
    );
    return c.body(csv);
  });

  app.route('/', createAuditRoutes({ db, workAudit, now }));

  return app;
}
