import { Hono } from 'hono';
import * as z from '../../lib/content/zod';
import { STAFF_ROUTES } from '../../lib/staff-area/staff-contract';
import { clearHostCookie, fail, type StaffRouteContext } from './route-context';
import { NO_SESSION, SESSION_COOKIE } from './staff-gate';
import { revokeOtherSessions, revokeStaffSession, toStaffMember } from './store';

const signOutRequestSchema = z.object({ scope: z.enum(['esta', 'otras']) });

/**
 * `GET /agencia/sesion` (who is signed in) and `POST /agencia/sesion/cerrar` (sign out of this
 * browser or close every other session).
 */
export function createSessionRoutes({ db, now, readSession, audit }: StaffRouteContext) {
  const app = new Hono();

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
      clearHostCookie(c, SESSION_COOKIE);
    } else {
      const closed = revokeOtherSessions(db, staff.id, token, now());
      audit(c, { actor: staff.email, action: 'otras_sesiones_cerradas', detail: `${closed}` });
    }
    return c.body(null, 204);
  });

  return app;
}
