import { Hono, type Context } from 'hono';
import {
  accountLinkRequestSchema,
  forgotPasswordRequestSchema,
  setPasswordWithLinkRequestSchema,
  type AccountLinkInfo,
} from '../../lib/client-area/client-api-contract';
import { toAddressNetwork } from '../shared/client-address';
import {
  AccountLinkError,
  readAccountLink,
  sendAccountLink,
  setClientPassword,
  WeakPasswordError,
} from './account';
import type { ClientDatabase } from './database';
import { fail, type ClientRouteContext } from './route-context';
import { findClientByEmail } from './store';

/** Reset links a client can receive in an hour: enough to retry, too few to flood an inbox. */
export const RESET_LINKS_PER_HOUR = 3;

/** Requests for reset links one network may make in the limiter's 15 minutes. */
const FORGOT_REQUESTS_PER_NETWORK = 10;

const HOUR_MS = 60 * 60 * 1000;

/** The one answer to «¿Olvidaste tu contraseña?», whether or not the address has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'Si hay una cuenta con ese correo, te enviamos un enlace para elegir una contraseña nueva. Vence en 1 hora.';

/**
 * Sends a reset link to the client of `email`, if there is one with access, unless the address
 * already received its hourly share: past it the links already sent keep working, and signing
 * in is untouched, so nobody can turn the limit against the owner.
 */
function sendResetIfKnown(db: ClientDatabase, email: string, address: string, at: number): void {
  const client = findClientByEmail(db, email);
  if (!client || client.disabled) return;
  const recent = db
    .prepare(
      `SELECT count(*) FROM account_links
       WHERE client_id = ? AND purpose = 'restablecer' AND created_at > ?`,
    )
    .pluck()
    .get(client.id, at - HOUR_MS) as number;
  if (recent >= RESET_LINKS_PER_HOUR) return;
  sendAccountLink(
    db,
    client,
    'restablecer',
    { actor: client.email, address, at },
    'restablecimiento_solicitado',
  );
}

function failLink(c: Context, error: unknown): Response {
  if (error instanceof AccountLinkError)
    return c.json({ error: error.message, reason: error.reason }, 410);
  if (error instanceof WeakPasswordError) return fail(c, 400, error.message);
  throw error;
}

/**
 * `POST /auth/olvide` (a reset link by e-mail), `POST /auth/enlace` (what a link is for) and
 * `POST /auth/enlace/contrasena` (the password chosen with it), after the OWASP Forgot Password
 * Cheat Sheet: the same answer in the same time for any address, single-use links that expire.
 */
export function createAccountLinkRoutes(ctx: ClientRouteContext) {
  const { db, now, readAddress, countAttempt, rememberDevice } = ctx;
  const app = new Hono();

  app.post('/auth/olvide', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const input = forgotPasswordRequestSchema.safeParse(body);
    if (!input.success) return fail(c, 400, 'Escribe un correo válido.');
    const address = readAddress(c);
    const network = toAddressNetwork(address);
    const attempt = countAttempt(c, [
      { key: `olvide:red:${network}`, limit: FORGOT_REQUESTS_PER_NETWORK },
    ]);
    if (attempt instanceof Response) return attempt;
    const email = input.data.email.toLowerCase();
    const at = now();
    // After the answer is on its way: a known address takes no longer than an unknown one.
    setImmediate(() => {
      try {
        sendResetIfKnown(db, email, address, at);
      } catch (error) {
        console.error(error);
      }
    });
    return c.json({ message: FORGOT_PASSWORD_ANSWER }, 202);
  });

  app.post('/auth/enlace', async (c) => {
    c.header('Cache-Control', 'no-store');
    const input = accountLinkRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return failLink(c, new AccountLinkError('invalido'));
    try {
      const { link, client } = readAccountLink(db, input.data.token, now());
      const info: AccountLinkInfo = {
        purpose: link.purpose,
        name: client.name,
        email: client.email,
        expiresAt: link.expires_at,
      };
      return c.json(info);
    } catch (error) {
      return failLink(c, error);
    }
  });

  app.post('/auth/enlace/contrasena', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const input = setPasswordWithLinkRequestSchema.safeParse(body);
    if (!input.success) {
      const token = (body as { token?: unknown } | null)?.token;
      if (!accountLinkRequestSchema.safeParse({ token }).success) {
        return failLink(c, new AccountLinkError('invalido'));
      }
      return fail(c, 400, 'Escribe tu contraseña nueva.');
    }
    const { token, newPassword } = input.data;
    try {
      const { client } = readAccountLink(db, token, now());
      await setClientPassword(db, {
        via: 'enlace',
        token,
        clientId: client.id,
        newPassword,
        address: readAddress(c),
        at: now(),
      });
      // Whoever opened the link holds the inbox: this browser keeps its own login attempts.
      rememberDevice(c, client.id);
      return c.body(null, 204);
    } catch (error) {
      return failLink(c, error);
    }
  });

  return app;
}
