// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
import { z } from '../content/zod';

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

const isoDate = z.iso.date();

/** An invoice number ("CV-1042"): see `isInvoiceNumber`. */
export const invoiceNumberSchema = z
  .string()
  .check(z.maxLength(INVOICE_NUMBER_MAX_LENGTH), z.regex(INVOICE_NUMBER_PATTERN));

/** The body of `POST /auth/login`. */
export const loginRequestSchema = z.object({
  email: z.email().check(z.maxLength(254)),
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

/** The answer to `GET /panel`: everything the client panel shows. */
export const panelDataSchema = z.object({
  client: z.object({ name: z.string(), company: z.string(), email: z.string() }),
  services: z.array(serviceSchema),
  projects: z.array(projectSchema),
  invoices: z.array(invoiceSchema),
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type PanelData = z.infer<typeof panelDataSchema>;
export type PanelClient = PanelData['client'];
export type PanelService = z.infer<typeof serviceSchema>;
export type PanelProject = z.infer<typeof projectSchema>;
export type PanelInvoice = z.infer<typeof invoiceSchema>;
