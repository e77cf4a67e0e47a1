// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
import * as z from '../content/zod';
import { buildEmailSchema } from '../site/email-schema';

import { INVOICE_NUMBER_MAX_LENGTH, INVOICE_NUMBER_PATTERN } from './invoice-number';

export {
  INVOICE_NUMBER_MAX_LENGTH,
  INVOICE_NUMBER_PATTERN,
  isInvoiceNumber,
} from './invoice-number';

/** Every status an invoice can have, in the order the agency's command lists them. */
export const INVOICE_STATUSES = ['pendiente', 'pagada', 'vencida'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How the panel names each invoice status. */
export const INVOICE_STATUS_LABELS = {
  pendiente: 'Pendiente',
  pagada: 'Pagada',
  vencida: 'Vencida',
} as const satisfies Record<InvoiceStatus, string>;

/** The steps of a CFDI the client requests: the agency issues it and records its folio fiscal. */
export const CFDI_STATUSES = ['solicitada', 'emitida'] as const;

export type CfdiStatus = (typeof CFDI_STATUSES)[number];

const isoDate = z.iso.date();

/** An invoice number ("CV-1042"): see `isInvoiceNumber`. */
export const invoiceNumberSchema = z
  .string()
  .check(z.maxLength(INVOICE_NUMBER_MAX_LENGTH), z.regex(INVOICE_NUMBER_PATTERN));

/** The body of `POST /auth/login`: the e-mail read as creating the client stored it. */
export const loginRequestSchema = z.object({
  email: buildEmailSchema(),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The shortest password a client may choose. */
export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 200;

/**
 * Why a new password is too weak, in words for the client, or null when it is strong enough: at
 * least 10 characters mixing letters and digits (the browser says it before sending, the API
 * again).
 */
export function describeWeakPassword(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Usa al menos ${MIN_PASSWORD_LENGTH} caracteres: una frase corta es fácil de recordar y difícil de adivinar.`;
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Usa como máximo ${MAX_PASSWORD_LENGTH} caracteres.`;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password))
    return 'Combina letras y números para que no sea fácil de adivinar.';
  return null;
}

/** The body of `POST /auth/password`: the current password and the new one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(MAX_PASSWORD_LENGTH)),
  newPassword: z.string().check(z.maxLength(MAX_PASSWORD_LENGTH)),
});

export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The body of `POST /auth/olvide`: send a reset link if the address has an account. */
export const forgotPasswordRequestSchema = z.object({ email: buildEmailSchema() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** What an account link is for: a new client's first password, or a forgotten one's reset. */
export const ACCOUNT_LINK_PURPOSES = ['invitacion', 'restablecer'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** An account link's token, as it travels after the `#` of the link. */
export const accountLinkTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/));

/** The body of `POST /auth/enlace`: which link the page holds. */
export const accountLinkRequestSchema = z.object({ token: accountLinkTokenSchema });
export type AccountLinkRequest = z.infer<typeof accountLinkRequestSchema>;

/** The answer to `POST /auth/enlace` for a link that can still be used. */
export const accountLinkInfoSchema = z.object({
  purpose: z.enum(ACCOUNT_LINK_PURPOSES),
  name: z.string(),
  email: z.string(),
  /** ms since the epoch. */
  expiresAt: z.number(),
});
export type AccountLinkInfo = z.infer<typeof accountLinkInfoSchema>;

/** Why a link cannot be used: 410 `{ error, reason }` from both link routes. */
export const ACCOUNT_LINK_PROBLEMS = ['usado', 'vencido', 'invalido'] as const;
export type AccountLinkProblem = (typeof ACCOUNT_LINK_PROBLEMS)[number];
export const accountLinkProblemSchema = z.object({
  error: z.string(),
  reason: z.enum(ACCOUNT_LINK_PROBLEMS),
});

/**
 * The body of `POST /auth/enlace/contrasena`: the link and the password chosen (the same rules
 * as a change, `describeWeakPassword`). 204; every session of the account ends.
 */
export const setPasswordWithLinkRequestSchema = z.object({
  token: accountLinkTokenSchema,
  newPassword: z.string().check(z.maxLength(MAX_PASSWORD_LENGTH)),
});
export type SetPasswordWithLinkRequest = z.infer<typeof setPasswordWithLinkRequestSchema>;

/**
 * What the client chose to receive: `reminders` covers the reminders before and after a due date
 * and the renewal notices; invoices, CFDI and security messages always go. `GET /panel` carries
 * it; `POST /preferences` with the same shape changes it and answers it.
 */
export const preferencesSchema = z.object({ reminders: z.boolean() });
export type Preferences = z.infer<typeof preferencesSchema>;

/** The answer to a successful login: the session token and when it expires (ms since epoch). */
export const loginResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
});

const serviceSchema = z.object({
  domain: z.string(),
  hostingPlan: z.string(),
  renewalDate: isoDate,
  mailboxes: z.int(),
});

const projectSchema = z.object({
  name: z.string(),
  // Free text the agency writes ("En desarrollo"), not a fixed list.
  status: z.string(),
  progress: z.number().check(z.minimum(0), z.maximum(100)),
  deliveryDate: isoDate,
});

const invoiceSchema = z.object({
  number: z.string(),
  concept: z.string(),
  amountCents: z.int(),
  status: z.enum(INVOICE_STATUSES),
  dueDate: isoDate,
});

/** The CFDI requested for an invoice: when, its status and, once issued, its folio fiscal. */
export const invoiceCfdiSchema = z.object({
  status: z.enum(CFDI_STATUSES),
  /** The day of the request in Mexico City. */
  requestedOn: isoDate,
  uuid: z.nullable(z.string()),
  /** Where the client downloads the PDF and XML, when the agency gave a link. */
  downloadUrl: z.nullable(z.string()),
});

/**
 * The fiscal data the client saved for the next CFDI, as stored (already validated when saved).
 * Plain strings here keep the SAT catalogues out of the panel's first load; the form that edits
 * them brings lib/client-area/fiscal-data.ts.
 */
export const savedFiscalDataSchema = z.object({
  rfc: z.string(),
  legalName: z.string(),
  taxRegime: z.string(),
  cfdiUse: z.string(),
  postalCode: z.string(),
  email: z.string(),
});

/** The answer to `GET /panel`: everything the client panel shows. */
export const panelDataSchema = z.object({
  client: z.object({ name: z.string(), company: z.string(), email: z.string() }),
  services: z.array(serviceSchema),
  projects: z.array(projectSchema),
  invoices: z.array(z.extend(invoiceSchema, { cfdi: z.nullable(invoiceCfdiSchema) })),
  fiscalData: z.nullable(savedFiscalDataSchema),
  preferences: preferencesSchema,
});

/**
 * The body of `POST /invoices/{number}/cfdi`: the fiscal data for the CFDI (checked with
 * validateFiscalData of fiscal-data.ts) and whether to keep them for the next request.
 */
export const cfdiRequestBodySchema = z.object({
  fiscalData: z.record(z.string(), z.unknown()),
  saveFiscalData: z.boolean(),
});

/** The answer to a CFDI request (201) and to `GET /fiscal-data`. */
export const cfdiRequestResponseSchema = z.object({ cfdi: invoiceCfdiSchema });
export const fiscalDataResponseSchema = z.object({
  fiscalData: z.nullable(savedFiscalDataSchema),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type PanelData = z.infer<typeof panelDataSchema>;
export type PanelClient = PanelData['client'];
export type PanelService = z.infer<typeof serviceSchema>;
export type PanelProject = z.infer<typeof projectSchema>;
export type PanelInvoice = z.infer<typeof invoiceSchema>;
export type InvoiceCfdi = z.infer<typeof invoiceCfdiSchema>;
export type SavedFiscalData = z.infer<typeof savedFiscalDataSchema>;
