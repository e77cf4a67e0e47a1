import { Hono } from 'hono';
import { STAFF_ROUTES, auditQuerySchema } from '../../lib/staff-area/staff-contract';
import { listAuditLog, staffAuditSource, type AuditSource } from './audit';
import type { StaffDatabase } from './database';
import { NO_SESSION, readStaffSession } from './staff-gate';

export interface AuditRoutesOptions {
  db: StaffDatabase;
  /** The client work's rows, kept in the clients' file (given by `server/api.ts`). */
  workAudit?: AuditSource;
  now: () => number;
}

/**
 * `GET /agencia/auditoria`: the manager reads the audit log a page at a time, filtered by kind,
 * person, subject and days, merged from the staff's file and the client work's (in this order,
 * which the pages' cursor counts on).
 */
export function createAuditRoutes({ db, workAudit, now }: AuditRoutesOptions) {
  const app = new Hono();
  const sources = [staffAuditSource(db), ...(workAudit ? [workAudit] : [])];

  app.get(STAFF_ROUTES.audit, (c) => {
    const session = readStaffSession(db, c, now());
    if (!session) return c.json({ error: NO_SESSION }, 401);
    if (session.staff.role !== 'gerente') {
      return c.json({ error: 'Solo quien gestiona la agencia puede leer la bitácora.' }, 403);
    }
    const params = Object.fromEntries(
      Object.entries(c.req.query()).filter(([, value]) => value !== ''),
    );
    const query = auditQuerySchema.safeParse(params);
    if (!query.success) {
      return c.json(
        {
          error:
            'Revisa los filtros de la bitácora: tipo (acceso, lectura o cambio), fechas AAAA-MM-DD y «antes» tal como lo dio la página anterior.',
        },
        400,
      );
    }
    return c.json(listAuditLog(db, sources, query.data));
  });

  return app;
}
