import type { Context } from 'hono';
import { UNREADABLE_FACTOR_MESSAGE } from '../../lib/staff-area/staff-constants';
import type { StaffRouteContext } from './route-context';
import { decryptSecret, hashRecoveryCode } from './secret-key';
import { createRecoveryCodes, findTotpStep } from './second-factor';
import {
  acceptTotpStep,
  createStaffSession,
  deletePendingSignIn,
  saveEnrolment,
  spendRecoveryCode,
  type PendingSignIn,
  type StaffRow,
} from './store';

/** What a staff member's second-factor secret is encrypted for. */
export const secretContext = (staffId: number) => `staff:${staffId}`;

/** A right code: the TOTP step of a secret being enrolled, a TOTP code or a recovery code. */
export type UsedCode = number | 'totp' | 'recuperacion';

/** Whether `code` is the staff member's next TOTP code or one of their unused recovery codes. */
function checkCode(
  { db, keys, now }: StaffRouteContext,
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
function readSecret({ keys }: StaffRouteContext, staffId: number, stored: string): string | null {
  try {
    return decryptSecret(keys.encryption, stored, secretContext(staffId));
  } catch {
    return null;
  }
}

/**
 * The code step's answer when the pending sign-in's secret does not open with the server's key
 * (the key changed since it was written), before the try is counted: no code can be checked
 * then, so it is no guess. The pending sign-in ends and the audit log keeps the reason. Null when
 * the secret opens.
 */
export function refuseUnreadableSecret(
  ctx: StaffRouteContext,
  c: Context,
  { staff, enrolmentSecret, tokenHash }: PendingSignIn,
): Response | null {
  const stored = enrolmentSecret ?? staff.totp_secret;
  if (stored === null || readSecret(ctx, staff.id, stored) !== null) return null;
  deletePendingSignIn(ctx.db, tokenHash);
  if (enrolmentSecret !== null) {
    // Written before a restart with another key: a new password step enrols under this one.
    ctx.audit(c, {
      actor: staff.email,
      action: 'acceso_fallido',
      detail: 'inscripción a medias ilegible con la clave del servidor',
    });
    return c.json(
      { error: 'El servidor cambió de clave mientras te inscribías. Vuelve a empezar.' },
      401,
    );
  }
  ctx.audit(c, {
    actor: staff.email,
    action: 'acceso_fallido',
    detail: 'segundo factor ilegible con la clave del servidor (no cuenta como intento)',
  });
  return c.json({ error: UNREADABLE_FACTOR_MESSAGE }, 409);
}

/** What the (upper-cased) code of a pending sign-in proves, or the audit detail of its failure. */
export function matchSignInCode(
  ctx: StaffRouteContext,
  { staff, enrolmentSecret }: PendingSignIn,
  code: string,
): { used: UsedCode } | { failure: string } {
  const stored = enrolmentSecret ?? staff.totp_secret;
  const secret = stored === null ? null : readSecret(ctx, staff.id, stored);
  if (secret === null) return { failure: 'secreto ilegible: restablece el segundo factor' };
  const used =
    enrolmentSecret !== null
      ? // While enrolling, only a code of the new secret confirms it.
        /^\d{6}$/.test(code) && findTotpStep(secret, staff.email, code, ctx.now())
      : checkCode(ctx, staff, secret, code);
  return used === null || used === false ? { failure: 'código incorrecto' } : { used };
}

/**
 * In one transaction: takes back this attempt (`forgetAttempt`), spends the pending sign-in,
 * saves the enrolment being confirmed with new recovery codes, writes the audit rows and opens
 * the session. Null when another window enrolled first.
 */
export function openStaffSession(
  { db, keys, now, audit }: StaffRouteContext,
  c: Context,
  { staff, enrolmentSecret, tokenHash }: PendingSignIn,
  used: UsedCode,
  forgetAttempt: () => void,
) {
  const actor = staff.email;
  return db
    .transaction(() => {
      forgetAttempt();
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
          audit(c, { actor, action: 'acceso_fallido', detail: 'inscripción ya hecha' });
          return null;
        }
        acceptTotpStep(db, staff.id, used);
        audit(c, { actor, action: 'segundo_factor_inscrito', detail: '' });
      }
      if (used === 'recuperacion') {
        audit(c, { actor, action: 'codigo_recuperacion_usado', detail: '' });
      }
      audit(c, { actor, action: 'sesion_iniciada', detail: '' });
      return { token: createStaffSession(db, staff.id, now()), recoveryCodes };
    })
    .immediate();
}
