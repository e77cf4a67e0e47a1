// lib/staff-area: the contract of the dashboard's client work (clients, services, projects, invoices, CFDI), imported by the dashboard (types) and by server/ (schemas).
import * as z from '../content/zod';
import { CFDI_STATUSES, savedFiscalDataSchema } from '../client-area/client-api-contract';
import {
  CFDI_QUEUE_FILTERS,
  CLIENT_ACCOUNT_STATES,
  INVOICE_STATUSES,
  OUTBOX_FILTERS,
  OUTBOX_STATUSES,
  type ClientWorkField,
} from './client-work-constants';
import { CLIENT_WORK_FIELD_RULES, readHttpsUrl, type FieldReading } from './client-work-fields';

export {
  CFDI_QUEUE_FILTERS,
  CLIENT_ACCOUNT_STATES,
  OUTBOX_FILTERS,
  OUTBOX_STATUSES,
  type ClientAccountState,
  type OutboxFilter,
  type OutboxStatus,
  CLIENT_WORK_FIELD_LABELS,
  CLIENT_WORK_ROUTES,
  INVOICE_STATUSES,
  buildClientWorkPath,
  type ClientWorkField,
  type ClientWorkRoute,
} from './client-work-constants';

// The same routes, sessions and checks as staff-contract.ts: a manager's cookie session, the
// site's Origin and a JSON body on every change. The request schemas are the field rules of
// client-work-fields.ts, which `npm run clients` reads its options with too.

/** A schema that reads one field with its rule; its issue's message is the rule's. */
function fieldSchema<T>(read: (input: unknown) => FieldReading<T>) {
  return z.pipe(
    z.unknown(),
    z.transform((input: unknown, context): T => {
      const reading = read(input);
      if ('value' in reading) return reading.value;
      context.issues.push({ code: 'custom', message: reading.problem, input });
      return z.NEVER;
    }),
  );
}

type FieldSchema<T> = ReturnType<typeof fieldSchema<T>>;

/** A schema for each rule, by the rule's key. */
function fieldSchemas<Rules extends Record<string, (input: unknown) => FieldReading<unknown>>>(
  rules: Rules,
) {
  return Object.fromEntries(
    Object.entries(rules).map(([key, read]) => [key, fieldSchema(read)]),
  ) as {
    [Key in keyof Rules]: Rules[Key] extends (input: unknown) => FieldReading<infer T>
      ? FieldSchema<T>
      : never;
  };
}

/** Each field's schema, by the key a request and an error's `field` use. */
export const CLIENT_WORK_FIELDS = {
  ...fieldSchemas(CLIENT_WORK_FIELD_RULES),
  /** A download link that may be left empty: none yet. */
  optionalDownloadUrl: fieldSchema<string | undefined>((input) =>
    input === '' || input === undefined ? { value: undefined } : readHttpsUrl(input),
  ),
} as const;

const f = CLIENT_WORK_FIELDS;

/** An error answer: a Spanish message and, for bad input, the field it names. */
export const clientWorkErrorSchema = z.object({
  error: z.string(),
  field: z.optional(z.string()),
});
export type ClientWorkError = { error: string; field?: ClientWorkField };

// Requests. Amounts travel in pesos (`amount`: "4500.50" or 4500.5) and come back in centavos
// (`amountCents`). An edit carries the `version` it was read at: a newer one answers 409.

/** The query of `GET /agencia/clientes`. */
export const clientSearchSchema = z.object({
  q: z.optional(z.string().check(z.maxLength(100))),
});

/** The body of `POST /agencia/clientes`: the client chooses the password from the invitation. */
export const createClientRequestSchema = z.object({
  email: f.email,
  name: f.name,
  company: f.company,
});
export type CreateClientRequest = z.input<typeof createClientRequestSchema>;

/** Disables (ending the client's sessions at once) or enables the client's access. */
export const clientAccessRequestSchema = z.object({
  disabled: z.boolean({ error: 'debe ser verdadero o falso' }),
});
export type ClientAccessRequest = z.infer<typeof clientAccessRequestSchema>;

/** The edit of a row added with `schema`: only the fields given change, at the version read. */
function buildEditRequestSchema<Shape extends z.core.$ZodShape>(schema: z.ZodMiniObject<Shape>) {
  return z.object({ ...z.partial(schema).shape, version: f.version });
}

export const serviceRequestSchema = z.object({
  domain: f.domain,
  hostingPlan: f.hostingPlan,
  renewalDate: f.renewalDate,
  mailboxes: f.mailboxes,
});
export type ServiceRequest = z.input<typeof serviceRequestSchema>;
export const serviceEditRequestSchema = buildEditRequestSchema(serviceRequestSchema);
export type ServiceEditRequest = z.input<typeof serviceEditRequestSchema>;

export const projectRequestSchema = z.object({
  name: f.name,
  // Free text the agency writes ("En desarrollo"), not a fixed list: the client panel shows it.
  status: f.status,
  progress: f.progress,
  deliveryDate: f.deliveryDate,
});
export type ProjectRequest = z.input<typeof projectRequestSchema>;
/** The name may change too. */
export const projectEditRequestSchema = buildEditRequestSchema(projectRequestSchema);
export type ProjectEditRequest = z.input<typeof projectEditRequestSchema>;

/** Ends a service or a project on `endedOn` (today in Mexico City when left out). */
export const endRequestSchema = z.object({
  version: f.version,
  endedOn: z.optional(f.endedOn),
});
export type EndRequest = z.input<typeof endRequestSchema>;

/** A paid invoice comes with its payment: the day and the transfer's reference. */
export const invoiceRequestSchema = z.object({
  number: f.number,
  concept: f.concept,
  amount: f.amount,
  status: f.invoiceStatus,
  dueDate: f.dueDate,
  paidOn: z.optional(f.paidOn),
  reference: z.optional(f.reference),
});
export type InvoiceRequest = z.input<typeof invoiceRequestSchema>;
/**
 * The number stays: it is the payment concept the client may already have used. A status moves
 * only as lib/staff-area/invoice-rules.ts allows; to "pagada" with `paidOn` and `reference`.
 */
export const invoiceEditRequestSchema = z.object({
  concept: z.optional(f.concept),
  amount: z.optional(f.amount),
  status: z.optional(f.invoiceStatus),
  dueDate: z.optional(f.dueDate),
  paidOn: z.optional(f.paidOn),
  reference: z.optional(f.reference),
  version: f.version,
});
export type InvoiceEditRequest = z.input<typeof invoiceEditRequestSchema>;

/** Paid on a day, with the transfer's reference. */
export const markPaidRequestSchema = z.object({
  version: f.version,
  paidOn: f.paidOn,
  reference: f.reference,
});
export type MarkPaidRequest = z.input<typeof markPaidRequestSchema>;

export const markOverdueRequestSchema = z.object({ version: f.version });
export type MarkOverdueRequest = z.input<typeof markOverdueRequestSchema>;

/** The folio fiscal, and the download link when there is one (left out or empty: none). */
export const issueCfdiRequestSchema = z.object({
  uuid: f.uuid,
  downloadUrl: z.optional(f.optionalDownloadUrl),
});
export type IssueCfdiRequest = z.input<typeof issueCfdiRequestSchema>;

export const cfdiLinkRequestSchema = z.object({ downloadUrl: f.downloadUrl });
export type CfdiLinkRequest = z.input<typeof cfdiLinkRequestSchema>;

/** The query of `GET /agencia/cfdi`. */
export const cfdiQueueQuerySchema = z.object({
  estado: z.optional(z.enum(CFDI_QUEUE_FILTERS)),
});

// Answers. Times are ISO 8601 in UTC; days (`YYYY-MM-DD`) are Mexico City's.

const isoDate = z.iso.date();

export const clientSummarySchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  company: z.string(),
  /** The RFC of the fiscal data the client keeps, when they saved some. */
  rfc: z.nullable(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const clientListSchema = z.object({ clients: z.array(clientSummarySchema) });
export type ClientList = z.infer<typeof clientListSchema>;

/** An invitation or a reset link queued for the client's address, and when it expires. */
export const sentLinkAnswerSchema = z.object({
  sentTo: z.string(),
  expiresAt: z.string(),
});
export type SentLinkAnswer = z.infer<typeof sentLinkAnswerSchema>;

/** A new client, and the invitation that went to their address. */
export const newClientAnswerSchema = z.object({
  client: clientSummarySchema,
  invitation: sentLinkAnswerSchema,
});
export type NewClientAnswer = z.infer<typeof newClientAnswerSchema>;

/** Where the client's account stands; never their password. */
export const clientAccountSchema = z.object({
  state: z.enum(CLIENT_ACCOUNT_STATES),
  /** The last invitation: when it was sent and until when its link works. */
  invitedAt: z.nullable(z.string()),
  invitationExpiresAt: z.nullable(z.string()),
  /** When the client last chose a password (invitation, reset or panel). */
  passwordSetAt: z.nullable(z.string()),
  /** Whether the client receives reminders and renewal notices (they turn them off in the panel). */
  reminders: z.boolean(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

/** One message of the outbox, as the staff see it: never its content, which may hold a link. */
export const outboxEntrySchema = z.object({
  id: z.int(),
  template: z.string(),
  /** What kind of message: «Factura nueva», «Invitación». */
  label: z.string(),
  /** Which one: «Factura CV-1042». */
  summary: z.string(),
  /** The address, or «Gerentes del equipo». */
  recipient: z.string(),
  clientId: z.nullable(z.int()),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.int(),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  /** While pending: the next try. */
  nextAttemptAt: z.nullable(z.string()),
  /** The last failure's reason as the mail server gave it. */
  error: z.nullable(z.string()),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The query of `GET /agencia/correos`. */
export const outboxQuerySchema = z.object({
  estado: z.optional(z.enum(OUTBOX_FILTERS)),
  antes: z.optional(z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)), z.transform(Number))),
});

/** The answer to `GET /agencia/correos`. */
export const outboxPageSchema = z.object({
  messages: z.array(outboxEntrySchema),
  counts: z.object({ pendiente: z.int(), enviado: z.int(), fallido: z.int() }),
  /** The `antes` of the next page, or null on the last. */
  next: z.nullable(z.int()),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const staffServiceSchema = z.object({
  id: z.int(),
  domain: z.string(),
  hostingPlan: z.string(),
  renewalDate: isoDate,
  mailboxes: z.int(),
  /** The day it ended; an ended service leaves the client's panel. */
  endedOn: z.nullable(isoDate),
  version: z.int(),
});
export type StaffService = z.infer<typeof staffServiceSchema>;

export const staffProjectSchema = z.object({
  id: z.int(),
  name: z.string(),
  status: z.string(),
  progress: z.int(),
  deliveryDate: isoDate,
  /** The day it ended; an ended project leaves the client's panel. */
  endedOn: z.nullable(isoDate),
  version: z.int(),
});
export type StaffProject = z.infer<typeof staffProjectSchema>;

/** The fiscal data a CFDI was asked with, field by field for the PAC: the client's, as saved. */
export const cfdiFiscalDataSchema = savedFiscalDataSchema;

export const staffCfdiSchema = z.object({
  invoiceId: z.int(),
  invoiceNumber: z.string(),
  amountCents: z.int(),
  clientId: z.int(),
  clientName: z.string(),
  clientEmail: z.string(),
  status: z.enum(CFDI_STATUSES),
  requestedAt: z.string(),
  issuedAt: z.nullable(z.string()),
  uuid: z.nullable(z.string()),
  downloadUrl: z.nullable(z.string()),
  fiscalData: cfdiFiscalDataSchema,
});
export type StaffCfdi = z.infer<typeof staffCfdiSchema>;

export const staffInvoiceSchema = z.object({
  id: z.int(),
  number: z.string(),
  concept: z.string(),
  amountCents: z.int(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: isoDate,
  paidOn: z.nullable(isoDate),
  paymentReference: z.nullable(z.string()),
  /** The transfer page's link the client panel gives: `/bitso-mx?factura=…&monto=…`. */
  paymentPath: z.string(),
  version: z.int(),
  cfdi: z.nullable(staffCfdiSchema),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

/** One event of the client's access log; `address` null for a change made by the agency. */
export const clientAccessEntrySchema = z.object({
  at: z.string(),
  event: z.string(),
  address: z.nullable(z.string()),
});
export type ClientAccessEntry = z.infer<typeof clientAccessEntrySchema>;

/** The answer to `GET /agencia/clientes/:clientId`. */
export const clientDetailSchema = z.object({
  client: clientSummarySchema,
  services: z.array(staffServiceSchema),
  projects: z.array(staffProjectSchema),
  invoices: z.array(staffInvoiceSchema),
  /** The client's CFDI requests, oldest first (also under each invoice). */
  cfdiRequests: z.array(staffCfdiSchema),
  fiscalData: z.nullable(cfdiFiscalDataSchema),
  /** The newest 100 events first. */
  accessLog: z.array(clientAccessEntrySchema),
  account: clientAccountSchema,
  /** The newest 50 messages sent (or queued) to the client. */
  messages: z.array(outboxEntrySchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** The answer to `GET /agencia/cfdi`: the requests, oldest first, and how many wait. */
export const cfdiQueueSchema = z.object({
  requests: z.array(staffCfdiSchema),
  pending: z.int(),
});
export type CfdiQueue = z.infer<typeof cfdiQueueSchema>;

/** The answer to `GET /agencia/pendientes`. */
export const pendingCountsSchema = z.object({ cfdiPending: z.int() });
export type PendingCounts = z.infer<typeof pendingCountsSchema>;
