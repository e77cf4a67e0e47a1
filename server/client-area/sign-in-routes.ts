import { Hono } from 'hono';
import { loginRequestSchema, type LoginResponse } from '../../lib/client-area/client-api-contract';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../shared/passwords';
import { signInKeys } from '../shared/rate-limiter';
import { recordAuditEvent } from './audit';
import { NO_SESSION, fail, type ClientRouteContext } from './route-context';
import { createSession, findClientByEmail, revokeSession } from './store';

/** `POST /auth/login` (a session for the e-mail and password) and `POST /auth/logout`. */
export function createSignInRoutes(ctx: ClientRouteContext) {
  const { db, now, readAddress, readSession, countAttempt, forgetAttempts } = ctx;
  const { findDevice, rememberDevice } = ctx;
  const app = new Hono();

  app.post('/auth/login', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const input = loginRequestSchema.safeParse(body);
    if (!input.success) return fail(c, 400, 'Escribe un correo válido y tu contraseña.');
    const email = input.data.email.toLowerCase();
    const address = readAddress(c);
    const client = findClientByEmail(db, email);
    const device = findDevice(c, client?.id);
    // Counted before the slow hash check, so concurrent attempts cannot slip past the limit.
    const attempt = countAttempt(c, signInKeys('acceso', email, address, device));
    if (attempt instanceof Response) return attempt;
    const valid = await verifyPassword(
      input.data.password,
      client?.password_hash ?? (await DUMMY_PASSWORD_HASH),
    );
    const event = { occurredAt: now(), email, clientId: client?.id ?? null, address };
    if (!client || !valid) {
      recordAuditEvent(db, { ...event, type: 'login_failed' });
      return fail(c, 401, 'El correo o la contraseña no son correctos.');
    }
    if (client.disabled) {
      // Said only to whoever knows the password: nobody else learns the account exists.
      recordAuditEvent(db, { ...event, type: 'login_failed' });
      return fail(
        c,
        403,
        'Tu acceso al panel está desactivado. Escríbenos por WhatsApp para reactivarlo.',
      );
    }
    const session = db
      .transaction(() => {
        // Only this attempt is taken back: the failures before it still count.
        forgetAttempts(attempt.attemptIds);
        recordAuditEvent(db, { ...event, type: 'login_succeeded' });
        return createSession(db, client.id, now());
      })
      .immediate();
    rememberDevice(c, client.id);
    return c.json(session satisfies LoginResponse);
  });

  app.post('/auth/logout', (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    revokeSession(db, session.token, now());
    return c.body(null, 204);
  });

  return app;
}
