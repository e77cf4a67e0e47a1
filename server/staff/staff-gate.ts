import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { readClientAddress } from '../shared/client-address';
import type { StaffDatabase } from './database';
import { findSessionStaff, type StaffRow } from './store';

/** The session cookie (`__Host-` prefixed by Hono). */
export const SESSION_COOKIE = 'cv_agencia_sesion';
export const NO_SESSION = 'Tu sesión no es válida o ya expiró. Vuelve a iniciar sesión.';

/** The enabled staff member of the request's session cookie, or null. */
export function readStaffSession(
  db: StaffDatabase,
  c: Context,
  now: number,
): { staff: StaffRow; token: string } | null {
  const token = getCookie(c, SESSION_COOKIE, 'host');
  if (!token || token.length > 100) return null;
  const staff = findSessionStaff(db, token, now);
  return staff ? { staff, token } : null;
}

/**
 * The refusal of a change that did not come from the dashboard, or null: a cookie session needs
 * both SameSite=Strict and the site's own Origin on every change, sent as JSON.
 */
export function refuseForeignChange(c: Context, siteOrigin: string): Response | null {
  if (c.req.header('Origin') !== siteOrigin) {
    return c.json({ error: 'Esta solicitud no viene del sitio de la agencia.' }, 403);
  }
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return c.json({ error: 'Envía los datos como JSON.' }, 415);
  }
  return null;
}

export type StaffAccess = 'read' | 'change';

export interface StaffGateOptions {
  db: StaffDatabase;
  /** The site's origin: a change must come from it. */
  siteUrl: string;
  trustProxy: boolean;
  now: () => number;
}

/**
 * What another area's dashboard routes need from the staff area, given to them by
 * `server/api.ts`: who may read or change (any staff member reads, only a manager changes), and
 * from which address, for the audit row each change writes with it.
 */
export function createStaffGate({ db, siteUrl, trustProxy, now }: StaffGateOptions) {
  const siteOrigin = new URL(siteUrl).origin;
  return {
    /** The staff member's e-mail and address when they may do `access`, or the refusal. */
    authorize(c: Context, access: StaffAccess): { actor: string; address: string } | Response {
      c.header('Cache-Control', 'no-store');
      const foreign = access === 'change' ? refuseForeignChange(c, siteOrigin) : null;
      if (foreign) return foreign;
      const session = readStaffSession(db, c, now());
      if (!session) return c.json({ error: NO_SESSION }, 401);
      if (access === 'change' && session.staff.role !== 'gerente') {
        return c.json({ error: 'Tu cuenta es de lectura: puedes ver, no cambiar.' }, 403);
      }
      return { actor: session.staff.email, address: readClientAddress(c, trustProxy) };
    },
  };
}

export type StaffGate = ReturnType<typeof createStaffGate>;
