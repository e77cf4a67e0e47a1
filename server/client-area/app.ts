import { Hono, type Context } from 'hono';
import {
  cfdiRequestBodySchema,
  changePasswordRequestSchema,
  describeWeakPassword,
  loginRequestSchema,
  type LoginResponse,
  type PanelData,
} from '../../lib/client-area/client-api-contract';
import { validateFiscalData, type FiscalDataErrors } from '../../lib/client-area/fiscal-data';
import { readClientAddress, toAddressNetwork } from '../shared/client-address';
import {
  RATE_LIMIT_WINDOW_MS,
  RateLimiter,
  signInKeys,
  type CountedKey,
} from '../shared/rate-limiter';
import { recordAuditEvent } from './audit';
import { getFiscalData, requestCfdi, saveFiscalData } from './cfdi';
import type { ClientDatabase } from './database';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../shared/passwords';
import {
  changeClientPassword,
  createSession,
  findClientByEmail,
  findSessionClient,
  findClientById,
  getPanelData,
  revokeSession,
} from './store';

/**
 * Refused requests per key in 15 minutes where only a session holder can count (password
 * changes, CFDI requests); the login's own limits are `SIGN_IN_LIMITS`.
 */
const ATTEMPT_LIMIT = 5;

export interface ClientAreaApiOptions {
  db: ClientDatabase;
  /** Behind a reverse proxy (nginx), take the visitor's address from its `X-Real-IP` header. */
  trustProxy: boolean;
  now: () => number;
}

function fail(c: Context, status: 400 | 401 | 403 | 404 | 409 | 422 | 429, error: string) {
  return c.json({ error }, status);
}

/** A 400 naming what is wrong with each field, so the form can show it beside the field. */
function failFields(c: Context, fields: FiscalDataErrors) {
  return c.json({ error: 'Revisa los datos fiscales marcados.', fields }, 400);
}

function readBearerToken(c: Context): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The client area's API: login, logout, password change, the panel data, the client's fiscal
 * data and CFDI requests. `server/api.ts` mounts it under `/api`.
 */
export function createClientAreaApi({ db, trustProxy, now }: ClientAreaApiOptions) {
  const app = new Hono();
  const failures = new RateLimiter(db, ATTEMPT_LIMIT, RATE_LIMIT_WINDOW_MS);

  /** Counts one attempt under each key; past the limit, the 429 answer to send instead. */
  function countAttempt(c: Context, keys: (string | CountedKey)[]) {
    const attempt = failures.attempt(keys, now());
    if ('attemptIds' in attempt) return attempt;
    c.header('Retry-After', String(Math.ceil(attempt.retryAfterMs / 1000)));
    return fail(c, 429, 'Demasiados intentos. Espera unos minutos antes de volver a intentar.');
  }

  app.post('/auth/login', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const input = loginRequestSchema.safeParse(body);
    if (!input.success) return fail(c, 400, 'Escribe un correo válido y tu contraseña.');
    const email = input.data.email.toLowerCase();
    const address = readClientAddress(c, trustProxy);
    // Counted before the slow hash check, so concurrent attempts cannot slip past the limit.
    const attempt = countAttempt(c, signInKeys('acceso', email, address));
    if (attempt instanceof Response) return attempt;
    const client = findClientByEmail(db, email);
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
        failures.forget(attempt.attemptIds);
        recordAuditEvent(db, { ...event, type: 'login_succeeded' });
        return createSession(db, client.id, now());
      })
      .immediate();
    return c.json(session satisfies LoginResponse);
  });

  app.post('/auth/logout', (c) => {
    const token = readBearerToken(c);
    if (!token || findSessionClient(db, token, now()) === null) {
      return fail(c, 401, 'Tu sesión no es válida o ya expiró.');
    }
    revokeSession(db, token, now());
    return c.body(null, 204);
  });

  app.post('/auth/password', async (c) => {
    const token = readBearerToken(c);
    const clientId = token ? findSessionClient(db, token, now()) : null;
    if (!token || clientId === null) return fail(c, 401, 'Tu sesión no es válida o ya expiró.');
    const body: unknown = await c.req.json().catch(() => null);
    const input = changePasswordRequestSchema.safeParse(body);
    if (!input.success) return fail(c, 400, 'Escribe tu contraseña actual y la nueva.');
    const { currentPassword, newPassword } = input.data;
    const weakness = describeWeakPassword(newPassword);
    if (weakness) return fail(c, 400, weakness);
    if (newPassword === currentPassword)
      return fail(c, 400, 'La contraseña nueva debe ser distinta de la actual.');
    const address = readClientAddress(c, trustProxy);
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
    const hash = await hashPassword(newPassword);
    db.transaction(() => {
      failures.forget(attempt.attemptIds);
      changeClientPassword(db, clientId, hash, token, now());
      recordAuditEvent(db, {
        occurredAt: now(),
        type: 'password_changed',
        email: client.email,
        clientId,
        address,
      });
    }).immediate();
    return c.body(null, 204);
  });

  /** The client of the request's live session, or null. */
  function readSessionClient(c: Context): number | null {
    const token = readBearerToken(c);
    return token ? findSessionClient(db, token, now()) : null;
  }

  app.get('/panel', (c) => {
    const clientId = readSessionClient(c);
    if (clientId === null) return fail(c, 401, 'Tu sesión no es válida o ya expiró.');
    c.header('Cache-Control', 'no-store');
    return c.json(getPanelData(db, clientId) satisfies PanelData);
  });

  app.get('/fiscal-data', (c) => {
    const clientId = readSessionClient(c);
    if (clientId === null) return fail(c, 401, 'Tu sesión no es válida o ya expiró.');
    c.header('Cache-Control', 'no-store');
    return c.json({ fiscalData: getFiscalData(db, clientId) });
  });

  app.post('/fiscal-data', async (c) => {
    const clientId = readSessionClient(c);
    if (clientId === null) return fail(c, 401, 'Tu sesión no es válida o ya expiró.');
    const check = validateFiscalData(await c.req.json().catch(() => null));
    if (!check.success) return failFields(c, check.errors);
    saveFiscalData(db, clientId, check.data, now());
    return c.json({ fiscalData: check.data });
  });

  app.post('/invoices/:number/cfdi', async (c) => {
    const clientId = readSessionClient(c);
    const client = clientId === null ? undefined : findClientById(db, clientId);
    if (!client) return fail(c, 401, 'Tu sesión no es válida o ya expiró.');
    // Refused requests count like failed logins, so a script cannot probe invoice numbers.
    const attempt = countAttempt(c, [`cfdi:${client.id}`]);
    if (attempt instanceof Response) return attempt;
    const body = cfdiRequestBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return fail(c, 400, 'Envía tus datos fiscales para solicitar la factura.');
    const check = validateFiscalData(body.data.fiscalData);
    if (!check.success) return failFields(c, check.errors);
    const number = c.req.param('number');
    const address = readClientAddress(c, trustProxy);
    const outcome = db
      .transaction(() => {
        const result = requestCfdi(db, client.id, number, check.data, now());
        if (result.kind !== 'created') return result;
        if (body.data.saveFiscalData) saveFiscalData(db, client.id, check.data, now());
        failures.forget(attempt.attemptIds);
        recordAuditEvent(db, {
          occurredAt: now(),
          type: 'cfdi_requested',
          email: client.email,
          clientId: client.id,
          address,
        });
        return result;
      })
      .immediate();
    if (outcome.kind === 'not-found') return fail(c, 404, 'No encontramos esa factura.');
    if (outcome.kind === 'not-paid')
      return fail(
        c,
        422,
        'Solo puedes solicitar el CFDI de una factura pagada. Si ya pagaste, espera a que registremos tu pago.',
      );
    if (outcome.kind === 'already-requested')
      return fail(c, 409, `Ya solicitaste el CFDI de la factura ${number}.`);
    return c.json({ cfdi: outcome.cfdi }, 201);
  });

  return app;
}
