// lib/client-area: the client-API contract, imported by the browser panel and by server/ (schemas, session, redirects).
import { z } from '../content/zod';

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

/** The body of `POST /auth/login`. */
export const loginRequestSchema = z.object({
  email: z.email().check(z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});

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
