// lib/staff-area: the client work's plain values (routes, field names, statuses) for the browser. Runs anywhere; imports no zod.
import type { InvoiceStatus } from '../client-area/client-api-contract';

// client-work-contract.ts re-exports these, so the dashboard imports them from here without
// shipping the contract's zod schemas (see staff-constants.ts).

/**
 * The client work's routes under `${getApiUrl()}`, with `:name` for each identifier
 * (`buildClientWorkPath` fills them in). Reads are GET; every change is a POST with a JSON body,
 * the site's Origin and a manager's session cookie (a reader gets 403).
 */
export const CLIENT_WORK_ROUTES = {
  /** GET `?q=` (name, company, e-mail or RFC; accents and capitals ignored) → `ClientList`. */
  clients: '/agencia/clientes',
  /** POST `CreateClientRequest` → 201 `NewClientAnswer`: the client is invited by e-mail. */
  createClient: '/agencia/clientes',
  /** GET → `ClientDetail`. */
  client: '/agencia/clientes/:clientId',
  /** POST `ClientAccessRequest` → `{ client }`; disabling ends the client's sessions at once. */
  clientAccess: '/agencia/clientes/:clientId/acceso',
  /**
   * POST `{}` → `SentLinkAnswer`: a new invitation (7 days); 409 once the client chose a
   * password.
   */
  sendInvitation: '/agencia/clientes/:clientId/invitacion',
  /**
   * POST `{}` → `SentLinkAnswer`: a link to choose a new password (1 hour); the password and the
   * sessions stay until the client uses it. Nobody at the agency sees or sets a password.
   */
  sendPasswordReset: '/agencia/clientes/:clientId/restablecer',
  /** POST `ServiceRequest` → 201 `{ service }`. */
  addService: '/agencia/clientes/:clientId/servicios',
  /** POST `ServiceEditRequest` → `{ service }`; 409 when its version changed. */
  editService: '/agencia/servicios/:serviceId',
  /** POST `EndRequest` → `{ service }`; 409 when its version changed. */
  endService: '/agencia/servicios/:serviceId/terminar',
  /** POST `ProjectRequest` → 201 `{ project }`. */
  addProject: '/agencia/clientes/:clientId/proyectos',
  /** POST `ProjectEditRequest` → `{ project }`; 409 when its version changed. */
  editProject: '/agencia/proyectos/:projectId',
  /** POST `EndRequest` → `{ project }`; 409 when its version changed. */
  endProject: '/agencia/proyectos/:projectId/terminar',
  /** POST `InvoiceRequest` → 201 `{ invoice }`. */
  addInvoice: '/agencia/clientes/:clientId/facturas',
  /** POST `InvoiceEditRequest` → `{ invoice }`; 409 when its version changed. */
  editInvoice: '/agencia/facturas/:invoiceId',
  /** POST `MarkPaidRequest` → `{ invoice }`; 409 when its version changed. */
  markPaid: '/agencia/facturas/:invoiceId/pagada',
  /** POST `MarkOverdueRequest` → `{ invoice }`; 409 when its version changed or it is paid. */
  markOverdue: '/agencia/facturas/:invoiceId/vencida',
  /** GET `?estado=pendientes|todas` (pendientes when left out) → `CfdiQueue`. */
  cfdiQueue: '/agencia/cfdi',
  /** POST `IssueCfdiRequest` → `{ cfdi }`; 409 when already issued or the UUID is taken. */
  issueCfdi: '/agencia/facturas/:invoiceId/cfdi',
  /** POST `CfdiLinkRequest` → `{ cfdi }`; 409 while not issued. */
  cfdiLink: '/agencia/facturas/:invoiceId/cfdi/enlace',
  /**
   * GET `?estado=todos|pendiente|enviado|fallido&antes=ID` → `OutboxPage`: the messages, newest
   * first, 50 a page (`next` is the `antes` of the next page).
   */
  outbox: '/agencia/correos',
  /** POST `{}` → `{ message }`: a failed message goes back to the queue, sent again at once. */
  retryMessage: '/agencia/correos/:messageId/reintentar',
  /** GET → `PendingCounts`: small, for the badge on every dashboard page. */
  pending: '/agencia/pendientes',
} as const;

export type ClientWorkRoute = (typeof CLIENT_WORK_ROUTES)[keyof typeof CLIENT_WORK_ROUTES];

/** A route with its identifiers filled in: `buildClientWorkPath(route, { clientId: 7 })`. */
export function buildClientWorkPath(
  route: ClientWorkRoute,
  ids: Partial<
    Record<'clientId' | 'serviceId' | 'projectId' | 'invoiceId' | 'messageId', number>
  > = {},
): string {
  return route.replace(/:(\w+)/g, (_, name: string) =>
    String(ids[name as keyof typeof ids] ?? `:${name}`),
  );
}

/** The outbox's filter (`?estado=`). */
export const OUTBOX_FILTERS = ['todos', 'pendiente', 'enviado', 'fallido'] as const;
export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

/** The status of a message in the outbox. */
export const OUTBOX_STATUSES = ['pendiente', 'enviado', 'fallido'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Where a client's account stands: invited (link live or expired), or their own password set. */
export const CLIENT_ACCOUNT_STATES = ['activa', 'invitada', 'invitacion_vencida'] as const;
export type ClientAccountState = (typeof CLIENT_ACCOUNT_STATES)[number];

/** The CFDI queue's filter (`?estado=`). */
export const CFDI_QUEUE_FILTERS = ['pendientes', 'todas'] as const;

/** Every status an invoice can have: the client contract's, without its zod. */
export const INVOICE_STATUSES = [
  'pendiente',
  'pagada',
  'vencida',
] as const satisfies readonly InvoiceStatus[];

/**
 * How an error names each field of a request, in Spanish: the answer's `error` starts with it
 * (`Fecha de entrega: debe ser una fecha AAAA-MM-DD`) and `field` is the key.
 */
export const CLIENT_WORK_FIELD_LABELS = {
  email: 'Correo',
  name: 'Nombre',
  company: 'Empresa',
  disabled: 'Acceso',
  domain: 'Dominio',
  hostingPlan: 'Plan de hosting',
  renewalDate: 'Fecha de renovación',
  mailboxes: 'Cuentas de correo',
  status: 'Estado',
  progress: 'Avance',
  deliveryDate: 'Fecha de entrega',
  number: 'Número de factura',
  concept: 'Concepto',
  amount: 'Monto',
  dueDate: 'Fecha de vencimiento',
  paidOn: 'Fecha de pago',
  reference: 'Referencia de la transferencia',
  endedOn: 'Fecha de término',
  uuid: 'Folio fiscal',
  downloadUrl: 'Enlace de descarga',
  version: 'Versión',
} as const;

export type ClientWorkField = keyof typeof CLIENT_WORK_FIELD_LABELS;
