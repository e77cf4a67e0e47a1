import { Hono } from 'hono';
import { cfdiRequestBodySchema } from '../../lib/client-area/client-api-contract';
import { validateFiscalData } from '../../lib/client-area/fiscal-data';
import { recordAuditEvent } from './audit';
import { requestCfdi, saveFiscalData } from './cfdi';
import { NO_SESSION, fail, failFields, type ClientRouteContext } from './route-context';
import { findClientById } from './store';

/** `POST /invoices/{número}/cfdi`: the client asks for the CFDI of a paid invoice. */
export function createCfdiRoutes(ctx: ClientRouteContext) {
  const { db, now, readAddress, readSession, countAttempt, forgetAttempts } = ctx;
  const app = new Hono();

  app.post('/invoices/:number/cfdi', async (c) => {
    const clientId = readSession(c)?.clientId;
    const client = clientId === undefined ? undefined : findClientById(db, clientId);
    if (!client) return fail(c, 401, NO_SESSION);
    // Refused requests count like failed logins, so a script cannot probe invoice numbers.
    const attempt = countAttempt(c, [`cfdi:${client.id}`]);
    if (attempt instanceof Response) return attempt;
    const body = cfdiRequestBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return fail(c, 400, 'Envía tus datos fiscales para solicitar la factura.');
    const check = validateFiscalData(body.data.fiscalData);
    if (!check.success) return failFields(c, check.errors);
    const number = c.req.param('number');
    const address = readAddress(c);
    const outcome = db
      .transaction(() => {
        const result = requestCfdi(db, client.id, number, check.data, now());
        if (result.kind !== 'created') return result;
        if (body.data.saveFiscalData) saveFiscalData(db, client.id, check.data, now());
        forgetAttempts(attempt.attemptIds);
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
