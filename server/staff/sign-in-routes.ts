import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  STAFF_ROUTES,
  codeRequestSchema,
  signInRequestSchema,
  type SignInStep,
  type SignedIn,
} from '../../lib/staff-area/staff-contract';
import { toAddressNetwork } from '../shared/client-address';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../shared/passwords';
import { signInKeys } from '../shared/rate-limiter';
import {
  findTrustedDevice,
  readDeviceCookie,
  setDeviceCookie,
  trustDevice,
} from '../shared/trusted-devices';
import { clearHostCookie, fail, setHostCookie, type StaffRouteContext } from './route-context';
import { encryptSecret } from './secret-key';
import { createEnrolment } from './second-factor';
import { createSignInAttempts, type SignInAttempts } from './sign-in-attempts';
import {
  matchSignInCode,
  openStaffSession,
  refuseUnreadableSecret,
  secretContext,
} from './sign-in-code';
import { SESSION_COOKIE } from './staff-gate';
import * as store from './store';

/** The cookie that binds the password step to the code step. */
const PENDING_COOKIE = 'cv_agencia_paso';

/** The cookie of a browser that completed a sign-in (server/shared/trusted-devices.ts). */
const DEVICE_COOKIE = '__Host-cv_agencia_dispositivo';

const WRONG_CREDENTIALS = 'El correo, la contraseña o el código no son correctos.';
const ALREADY_ENROLLED =
  'Ya inscribiste tu segundo factor en otra ventana. Vuelve a empezar con tu correo y usa el código de la app que inscribiste ahí.';
const NO_PENDING_SIGN_IN =
  'Pasaron más de 5 minutos, no empezaste con tu correo o ya entraste en otra ventana. Vuelve a empezar.';

/** The password step: a pending sign-in, and the enrolment of a second factor when none is. */
async function passwordStep(ctx: StaffRouteContext, attempts: SignInAttempts, c: Context) {
  const { db, keys, now, readAddress, audit } = ctx;
  const input = signInRequestSchema.safeParse(await c.req.json().catch(() => null));
  if (!input.success) return fail(c, 400, 'Escribe un correo válido y tu contraseña.');
  const email = input.data.email.toLowerCase();
  const staff = store.findStaffByEmail(db, email);
  const device = findTrustedDevice(db, readDeviceCookie(c, DEVICE_COOKIE), staff?.id, now());
  // Counted before the slow hash check, so concurrent attempts cannot slip past the limit.
  const attempt = attempts.count(c, signInKeys('clave', email, readAddress(c), device));
  if (attempt instanceof Response) return attempt;
  const hash = staff?.password_hash ?? (await DUMMY_PASSWORD_HASH);
  const valid = await verifyPassword(input.data.password, hash);
  if (!staff || !valid || staff.disabled) {
    const detail = !staff
      ? `correo desconocido: ${email}`
      : staff.disabled
        ? 'cuenta desactivada'
        : 'contraseña incorrecta';
    audit(c, { actor: staff ? staff.email : '', action: 'acceso_fallido', detail });
    return fail(c, 401, WRONG_CREDENTIALS);
  }
  attempts.forget(attempt.attemptIds);
  const enrolment = staff.totp_secret === null ? createEnrolment(staff.email) : null;
  const secret =
    enrolment && encryptSecret(keys.encryption, enrolment.secret, secretContext(staff.id));
  const token = store.createPendingSignIn(db, staff.id, secret, now());
  setHostCookie(c, PENDING_COOKIE, token, store.PENDING_SIGN_IN_MS / 1000);
  const step: SignInStep = enrolment ? { step: 'inscripcion', enrolment } : { step: 'codigo' };
  return c.json(step);
}

/**
 * The keys a code counts under: a browser that signed in to the account before has its own; any
 * other counts against the account's and its network's.
 */
function codeKeys(staffId: number, address: string, device: number | null): string[] {
  if (device !== null) return [`codigo-dispositivo:${device}`];
  return [`codigo:${staffId}`, `codigo-ip:${toAddressNetwork(address)}`];
}

/** The code step: confirms the enrolment or checks the code, and opens the session. */
async function codeStep(ctx: StaffRouteContext, attempts: SignInAttempts, c: Context) {
  const input = codeRequestSchema.safeParse(await c.req.json().catch(() => null));
  if (!input.success) {
    return fail(c, 400, 'Escribe el código de 6 dígitos o un código de recuperación.');
  }
  const pendingToken = getCookie(c, PENDING_COOKIE, 'host');
  const pending =
    pendingToken && pendingToken.length <= 100
      ? store.findPendingSignIn(ctx.db, pendingToken, ctx.now())
      : null;
  if (!pending) return fail(c, 401, NO_PENDING_SIGN_IN);
  const { staff } = pending;
  const unreadable = refuseUnreadableSecret(ctx, c, pending);
  if (unreadable) return unreadable;
  const deviceToken = readDeviceCookie(c, DEVICE_COOKIE);
  const device = findTrustedDevice(ctx.db, deviceToken, staff.id, ctx.now());
  const attempt = attempts.count(c, codeKeys(staff.id, ctx.readAddress(c), device));
  if (attempt instanceof Response) return attempt;
  const match = matchSignInCode(ctx, pending, input.data.code.toUpperCase());
  if ('failure' in match) {
    ctx.audit(c, { actor: staff.email, action: 'acceso_fallido', detail: match.failure });
    return fail(c, 401, WRONG_CREDENTIALS);
  }
  const forget = () => attempts.forget(attempt.attemptIds);
  const signedIn = openStaffSession(ctx, c, pending, match.used, forget);
  clearHostCookie(c, PENDING_COOKIE);
  if (!signedIn) return fail(c, 401, ALREADY_ENROLLED);
  setHostCookie(c, SESSION_COOKIE, signedIn.token, store.SESSION_ABSOLUTE_MS / 1000);
  setDeviceCookie(c, DEVICE_COOKIE, trustDevice(ctx.db, deviceToken, staff.id, ctx.now()));
  const answer: SignedIn = { staff: store.toStaffMember(staff) };
  if (signedIn.recoveryCodes) answer.recoveryCodes = signedIn.recoveryCodes;
  return c.json(answer);
}

/** `POST /agencia/sesion` (the password step) and `POST /agencia/sesion/codigo` (the code step). */
export function createSignInRoutes(ctx: StaffRouteContext) {
  const app = new Hono();
  const attempts = createSignInAttempts(ctx);
  app.post(STAFF_ROUTES.signIn, (c) => passwordStep(ctx, attempts, c));
  app.post(STAFF_ROUTES.code, (c) => codeStep(ctx, attempts, c));
  return app;
}
