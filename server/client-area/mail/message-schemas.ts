// server/client-area: Node only. The shape of each template's data, checked before it is rendered.
import { z } from 'zod';
import type { MessageData, MessageTemplate } from './message-types';

// The outbox stores the data as JSON and renders it later, maybe after a deploy changed a
// template: a message whose data no longer fits fails with the fields named instead of going out
// with a blank amount. Links must be http(s), so no data can put a `javascript:` URL in a button.
const text = z.string().min(1);
const link = z.url({ protocol: /^https?$/ });
const day = z.iso.date();
const count = z.number().int().nonnegative();
const moment = z.number().int().positive();

const invoiceNotice = z.object({
  name: text,
  number: text,
  concept: text,
  amountCents: count,
  dueDate: day,
  paymentLink: link,
  panelLink: link,
});

export const MESSAGE_SCHEMAS: { [T in MessageTemplate]: z.ZodType<MessageData[T]> } = {
  invitacion: z.object({ name: text, company: text, email: text, link, expiresAt: moment }),
  restablecer: z.object({ name: text, email: text, link, expiresAt: moment }),
  contrasena_cambiada: z.object({ name: text, email: text, changedAt: moment, loginLink: link }),
  factura_nueva: invoiceNotice,
  factura_por_vencer: invoiceNotice.extend({ daysLeft: count }),
  factura_vencida: invoiceNotice.extend({ daysLate: count }),
  pago_recibido: z.object({
    name: text,
    number: text,
    concept: text,
    amountCents: count,
    paidOn: day,
    reference: z.string(),
    panelLink: link,
  }),
  cfdi_emitido: z.object({
    name: text,
    number: text,
    uuid: text,
    downloadUrl: link.nullable(),
    panelLink: link,
  }),
  renovacion: z.object({
    name: text,
    domain: text,
    hostingPlan: text,
    mailboxes: count,
    renewalDate: day,
    daysLeft: count,
    panelLink: link,
  }),
  equipo_cfdi_solicitado: z.object({
    clientName: text,
    company: text,
    clientEmail: text,
    number: text,
    amountCents: count,
    rfc: text,
    queueLink: link,
  }),
  equipo_entrega_fallida: z.object({
    recipient: text,
    summary: text,
    reason: text,
    outboxLink: link,
  }),
};

/** Whether `name` is one of the templates (own keys only: not `toString` or `__proto__`). */
export function isMessageTemplate(name: string): name is MessageTemplate {
  return Object.hasOwn(MESSAGE_SCHEMAS, name);
}

/** `data` as `template` needs it; else an error that names the template and the fields. */
export function parseMessageData<T extends MessageTemplate>(
  template: T,
  data: unknown,
): MessageData[T] {
  const schema: z.ZodType<MessageData[T]> = MESSAGE_SCHEMAS[template];
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(raíz)'))];
  throw new Error(
    `Los datos del correo «${template}» no sirven: faltan o no son válidos ${fields.join(', ')}.`,
  );
}
