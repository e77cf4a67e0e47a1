import { Hono } from 'hono';
import {
  changePasswordRequestSchema,
  describeWeakPassword,
} from '../../lib/client-area/client-api-contract';
import { toAddressNetwork } from '../shared/client-address';
import { verifyPassword } from '../shared/passwords';
import { setClientPassword, WeakPasswordError } from './account';
import { NO_SESSION, fail, type ClientRouteContext } from './route-context';
import { findClientById } from './store';

/**
 * `POST /auth/password`: the client changes their password with the current one, which closes
 * their other sessions.
 */
export function createPasswordRoutes(ctx: ClientRouteContext) {
  const { db, now, readAddress, readSession, countAttempt, forgetAttempts } = ctx;
  const app = new Hono();

  app.post('/auth/password', async (c) => {
    const session = readSession(c);
    if (!session) return fail(c, 401, NO_SESSION);
    const { token, clientId } = session;
    const body: unknown = await c.req.json().catch(() => null);
    const input = changePasswordRequestSchema.safeParse(body);
    if (!input.success) return fail(c, 400, 'Escribe tu contraseña actual y la nueva.');
    const { currentPassword, newPassword } = input.data;
    const weakness = describeWeakPassword(newPassword);
    if (weakness) return fail(c, 400, weakness);
    if (newPassword === currentPassword)
      return fail(c, 400, 'La contraseña nueva debe ser distinta de la actual.');
    const address = readAddress(c);
    // Counted before the hash check: a stolen session cannot be used to guess the password
    // behind it. Tight per client, since only the session's holder can count here.
    const attempt = countAttempt(c, [
      `cambio:${clientId}`,
      `cambio-red:${toAddressNetwork(address)}`,
    ]);
    if (attempt instanceof Response) return attempt;
    const client = findClientById(db, clientId);
    if (!client || !(await verifyPassword(currentPassword, client.password_hash)))
      return fail(c, 403, 'Tu contraseña actual no es correcta.');
    try {
      await setClientPassword(db, {
        via: 'panel',
        keepSessionToken: token,
        clientId,
        newPassword,
        address,
        at: now(),
        alsoInTransaction: () => forgetAttempts(attempt.attemptIds),
      });
    } catch (error) {
      if (error instanceof WeakPasswordError) return fail(c, 400, error.message);
      throw error;
    }
    return c.body(null, 204);
  });

  return app;
}
