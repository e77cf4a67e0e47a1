// lib/staff-area: checks of the client work's answers in the browser, without zod. Runs anywhere; pure functions.
import { CLIENT_ACCOUNT_STATES, INVOICE_STATUSES, OUTBOX_STATUSES } from './client-work-constants';
import type {
  CfdiQueue,
  ClientDetail,
  ClientList,
  ClientSummary,
  NewClientAnswer,
  OutboxEntry,
  OutboxPage,
  PendingCounts,
  SentLinkAnswer,
  StaffCfdi,
  StaffInvoice,
  StaffProject,
  StaffService,
} from './client-work-contract';
import { hasFields, isDay, isNumber, isString, listOf } from './staff-answers';

// The same shapes as client-work-contract.ts's schemas (see staff-answers.ts for why not zod);
// __tests__/lib/staff-area/client-work-answers.test.ts holds them to the schemas.

type Checks = Record<string, (field: unknown) => boolean>;

const isBoolean = (value: unknown) => typeof value === 'boolean';
const isInteger = (value: unknown) => isNumber(value) && Number.isInteger(value);
const orNull = (check: (value: unknown) => boolean) => (value: unknown) =>
  value === null || check(value);
const oneOf = (known: readonly string[]) => (value: unknown) =>
  known.some((item) => item === value);
const shape = (checks: Checks) => (value: unknown) => hasFields(value, checks);

const summary: Checks = {
  id: isInteger,
  email: isString,
  name: isString,
  company: isString,
  rfc: orNull(isString),
  disabled: isBoolean,
  createdAt: isString,
};

const service: Checks = {
  id: isInteger,
  domain: isString,
  hostingPlan: isString,
  renewalDate: isDay,
  mailboxes: isInteger,
  endedOn: orNull(isDay),
  version: isInteger,
};

const project: Checks = {
  id: isInteger,
  name: isString,
  status: isString,
  progress: isInteger,
  deliveryDate: isDay,
  endedOn: orNull(isDay),
  version: isInteger,
};

const fiscalData: Checks = {
  rfc: isString,
  legalName: isString,
  taxRegime: isString,
  cfdiUse: isString,
  postalCode: isString,
  email: isString,
};

const cfdi: Checks = {
  invoiceId: isInteger,
  invoiceNumber: isString,
  amountCents: isInteger,
  clientId: isInteger,
  clientName: isString,
  clientEmail: isString,
  status: oneOf(['solicitada', 'emitida']),
  requestedAt: isString,
  issuedAt: orNull(isString),
  uuid: orNull(isString),
  downloadUrl: orNull(isString),
  fiscalData: shape(fiscalData),
};

const invoice: Checks = {
  id: isInteger,
  number: isString,
  concept: isString,
  amountCents: isInteger,
  status: oneOf(INVOICE_STATUSES),
  dueDate: isDay,
  paidOn: orNull(isDay),
  paymentReference: orNull(isString),
  paymentPath: isString,
  version: isInteger,
  cfdi: orNull(shape(cfdi)),
};

const sentLink: Checks = { sentTo: isString, expiresAt: isString };

const account: Checks = {
  state: oneOf(CLIENT_ACCOUNT_STATES),
  invitedAt: orNull(isString),
  invitationExpiresAt: orNull(isString),
  passwordSetAt: orNull(isString),
  reminders: isBoolean,
};

const outboxEntry: Checks = {
  id: isInteger,
  template: isString,
  label: isString,
  summary: isString,
  recipient: isString,
  clientId: orNull(isInteger),
  status: oneOf(OUTBOX_STATUSES),
  attempts: isInteger,
  createdAt: isString,
  sentAt: orNull(isString),
  nextAttemptAt: orNull(isString),
  error: orNull(isString),
};

export const isClientList = (value: unknown): value is ClientList =>
  hasFields(value, { clients: listOf(summary) });

export const isClientDetail = (value: unknown): value is ClientDetail =>
  hasFields(value, {
    client: shape(summary),
    services: listOf(service),
    projects: listOf(project),
    invoices: listOf(invoice),
    cfdiRequests: listOf(cfdi),
    fiscalData: orNull(shape(fiscalData)),
    accessLog: listOf({ at: isString, event: isString, address: orNull(isString) }),
    account: shape(account),
    messages: listOf(outboxEntry),
  });

export const isCfdiQueue = (value: unknown): value is CfdiQueue =>
  hasFields(value, { requests: listOf(cfdi), pending: isInteger });

export const isPendingCounts = (value: unknown): value is PendingCounts =>
  hasFields(value, { cfdiPending: isInteger });

export const isNewClientAnswer = (value: unknown): value is NewClientAnswer =>
  hasFields(value, { client: shape(summary), invitation: shape(sentLink) });

export const isSentLinkAnswer = (value: unknown): value is SentLinkAnswer =>
  hasFields(value, sentLink);

export const isOutboxPage = (value: unknown): value is OutboxPage =>
  hasFields(value, {
    messages: listOf(outboxEntry),
    counts: shape({ pendiente: isInteger, enviado: isInteger, fallido: isInteger }),
    next: orNull(isInteger),
  });

export const isMessageAnswer = (value: unknown): value is { message: OutboxEntry } =>
  hasFields(value, { message: shape(outboxEntry) });

export const isClientAnswer = (value: unknown): value is { client: ClientSummary } =>
  hasFields(value, { client: shape(summary) });

export const isServiceAnswer = (value: unknown): value is { service: StaffService } =>
  hasFields(value, { service: shape(service) });

export const isProjectAnswer = (value: unknown): value is { project: StaffProject } =>
  hasFields(value, { project: shape(project) });

export const isInvoiceAnswer = (value: unknown): value is { invoice: StaffInvoice } =>
  hasFields(value, { invoice: shape(invoice) });

export const isCfdiAnswer = (value: unknown): value is { cfdi: StaffCfdi } =>
  hasFields(value, { cfdi: shape(cfdi) });
