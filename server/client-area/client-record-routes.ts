// server/client-area: Node only. The dashboard's records of a client: services, projects, invoices and their CFDI.
import {
  CLIENT_WORK_ROUTES as ROUTES,
  cfdiQueueQuerySchema,
} from '../../lib/staff-area/client-work-contract';
import * as work from './client-work';
import type { mountClientWork } from './client-work-gate';
import * as views from './client-work-views';
import type { ClientDatabase } from './database';

type Mounted = ReturnType<typeof mountClientWork>;

/** Mounts the routes of a client's services, projects, invoices and the CFDI queue. */
export function mountClientRecordRoutes({ read, change }: Mounted, db: ClientDatabase): void {
  read(ROUTES.cfdiQueue, (c) => {
    const query = cfdiQueueQuerySchema.safeParse({ estado: c.req.query('estado') });
    if (!query.success) return c.json({ error: 'Filtra por pendientes o todas.' }, 400);
    return c.json(views.getCfdiQueue(db, query.data.estado !== 'todas'));
  });

  read(ROUTES.pending, (c) => c.json({ cfdiPending: views.getCfdiQueue(db, true).pending }));

  const serviceAnswer = (serviceId: number) => ({
    answer: { service: views.getStaffService(db, serviceId) },
  });
  change(ROUTES.addService, 'clientId', (id, body, by) => ({
    ...serviceAnswer(work.addService(db, id, body, by)),
    status: 201,
  }));
  change(ROUTES.editService, 'serviceId', (id, body, by) => {
    work.updateService(db, id, body, by);
    return serviceAnswer(id);
  });
  change(ROUTES.endService, 'serviceId', (id, body, by) => {
    work.endService(db, id, body, by);
    return serviceAnswer(id);
  });

  const projectAnswer = (projectId: number) => ({
    answer: { project: views.getStaffProject(db, projectId) },
  });
  change(ROUTES.addProject, 'clientId', (id, body, by) => ({
    ...projectAnswer(work.addProject(db, id, body, by)),
    status: 201,
  }));
  change(ROUTES.editProject, 'projectId', (id, body, by) => {
    work.updateProject(db, id, body, by);
    return projectAnswer(id);
  });
  change(ROUTES.endProject, 'projectId', (id, body, by) => {
    work.endProject(db, id, body, by);
    return projectAnswer(id);
  });

  const invoiceAnswer = (invoiceId: number) => ({
    answer: { invoice: views.getStaffInvoice(db, invoiceId) },
  });
  change(ROUTES.addInvoice, 'clientId', (id, body, by) => ({
    ...invoiceAnswer(work.addInvoice(db, id, body, by)),
    status: 201,
  }));
  change(ROUTES.editInvoice, 'invoiceId', (id, body, by) => {
    work.updateInvoice(db, id, body, by);
    return invoiceAnswer(id);
  });
  change(ROUTES.markPaid, 'invoiceId', (id, body, by) => {
    work.markInvoicePaid(db, id, body, by);
    return invoiceAnswer(id);
  });
  change(ROUTES.markOverdue, 'invoiceId', (id, body, by) => {
    work.markInvoiceOverdue(db, id, body, by);
    return invoiceAnswer(id);
  });

  const cfdiAnswer = (invoiceId: number) => ({
    answer: { cfdi: views.getStaffInvoice(db, invoiceId).cfdi },
  });
  change(ROUTES.issueCfdi, 'invoiceId', (id, body, by) => {
    work.issueInvoiceCfdi(db, id, body, by);
    return cfdiAnswer(id);
  });
  change(ROUTES.cfdiLink, 'invoiceId', (id, body, by) => {
    work.changeCfdiLink(db, id, body, by);
    return cfdiAnswer(id);
  });
}
