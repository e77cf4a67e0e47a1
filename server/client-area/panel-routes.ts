import { Hono } from 'hono';
import type { PanelData } from '../../lib/client-area/client-api-contract';
import { validateFiscalData } from '../../lib/client-area/fiscal-data';
import { getFiscalData, saveFiscalData } from './cfdi';
import { NO_SESSION, fail, failFields, type ClientRouteContext } from './route-context';
import { getPanelData } from './store';

/** `GET /panel` (the client's services, projects and invoices) and `GET|POST /fiscal-data`. */
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

  return app;
}
