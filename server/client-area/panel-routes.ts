import { Hono } from 'hono';
import { preferencesSchema, type PanelData } from '../../lib/client-area/client-api-contract';
import { validateFiscalData } from '../../lib/client-area/fiscal-data';
import { getFiscalData, saveFiscalData } from './cfdi';
import { NO_SESSION, fail, failFields, type ClientRouteContext } from './route-context';
import { getPanelData, setReminders } from './store';

/**
 * `GET /panel` (the client's services, projects, invoices and preferences), `POST /preferences`
 * (reminders on or off) and `GET|POST /fiscal-data`.
 */
export function createPanelRoutes({ db, now, readSession }: ClientRouteContext) {
  const app = new Hono();

  app.get('/panel', (c) => {
    const clientId = readSession(c)?.clientId;
    if (clientId === undefined) return fail(c, 401, NO_SESSION);
    c.header('Cache-Control', 'no-store');
    return c.json(getPanelData(db, clientId) satisfies PanelData);
  });

  app.get('/fiscal-data', (c) => {
    const clientId = readSession(c)?.clientId;
    if (clientId === undefined) return fail(c, 401, NO_SESSION);
    c.header('Cache-Control', 'no-store');
    return c.json({ fiscalData: getFiscalData(db, clientId) });
  });

  app.post('/fiscal-data', async (c) => {
    const clientId = readSession(c)?.clientId;
    if (clientId === undefined) return fail(c, 401, NO_SESSION);
    const check = validateFiscalData(await c.req.json().catch(() => null));
    if (!check.success) return failFields(c, check.errors);
    saveFiscalData(db, clientId, check.data, now());
    return c.json({ fiscalData: check.data });
  });

  app.post('/preferences', async (c) => {
    const clientId = readSession(c)?.clientId;
    if (clientId === undefined) return fail(c, 401, NO_SESSION);
    const input = preferencesSchema.safeParse(await c.req.json().catch(() => null));
    if (!input.success) return fail(c, 400, 'Indica si quieres recibir recordatorios.');
    setReminders(db, clientId, input.data.reminders);
    return c.json({ preferences: input.data });
  });

  return app;
}
