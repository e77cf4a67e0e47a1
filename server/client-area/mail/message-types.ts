// server/client-area: Node only. What each message the agency sends carries: the outbox stores a template's name and its data, and the sender renders them.

/**
 * Every message, by template name, with the data the outbox stores for it. Amounts are in
 * centavos, days are `YYYY-MM-DD` in Mexico City, times are ms since the epoch, links are
 * absolute and built from the configured `SITE_URL`.
 */
export interface MessageData {
  /** A new client chooses their password: single-use link, 7 days. */
  invitacion: { name: string; company: string; email: string; link: string; expiresAt: number };
  /** «¿Olvidaste tu contraseña?», or a reset the agency sent: single-use link, 1 hour. */
  restablecer: { name: string; email: string; link: string; expiresAt: number };
  /** The password changed (reset or panel): if it was not them, what to do. */
  contrasena_cambiada: { name: string; email: string; changedAt: number; loginLink: string };
  /** A new invoice, with the transfer page that pays it. */
  factura_nueva: InvoiceNotice;
  /** Reminder before the due date while unpaid. */
  factura_por_vencer: InvoiceNotice & { daysLeft: number };
  /** Reminder after the due date while unpaid. */
  factura_vencida: InvoiceNotice & { daysLate: number };
  /** The agency recorded the payment. */
  pago_recibido: {
    name: string;
    number: string;
    concept: string;
    amountCents: number;
    paidOn: string;
    reference: string;
    panelLink: string;
  };
  /** The CFDI of a paid invoice was issued; `downloadUrl` when the agency gave one. */
  cfdi_emitido: {
    name: string;
    number: string;
    uuid: string;
    downloadUrl: string | null;
    panelLink: string;
  };
  /** A service renews in `daysLeft` days (30, then 7): the promise of content/servicios. */
  renovacion: {
    name: string;
    domain: string;
    hostingPlan: string;
    mailboxes: number;
    renewalDate: string;
    daysLeft: number;
    panelLink: string;
  };
  /** To the managers: a client asked for a CFDI. */
  equipo_cfdi_solicitado: {
    clientName: string;
    company: string;
    clientEmail: string;
    number: string;
    amountCents: number;
    rfc: string;
    queueLink: string;
  };
  /** To the managers: a message could not be delivered. */
  equipo_entrega_fallida: {
    recipient: string;
    summary: string;
    reason: string;
    outboxLink: string;
  };
}

export interface InvoiceNotice {
  name: string;
  number: string;
  concept: string;
  amountCents: number;
  dueDate: string;
  /** The transfer page with the invoice's concept and amount filled in. */
  paymentLink: string;
  /** Where the client turns the reminders off (the panel); shown on reminders only. */
  panelLink: string;
}

export type MessageTemplate = keyof MessageData;

/** Who a template is for: a client's own address, or the agency's managers. */
export const MESSAGE_AUDIENCE = {
  invitacion: 'cliente',
  restablecer: 'cliente',
  contrasena_cambiada: 'cliente',
  factura_nueva: 'cliente',
  factura_por_vencer: 'cliente',
  factura_vencida: 'cliente',
  pago_recibido: 'cliente',
  cfdi_emitido: 'cliente',
  renovacion: 'cliente',
  equipo_cfdi_solicitado: 'equipo',
  equipo_entrega_fallida: 'equipo',
} as const satisfies Record<MessageTemplate, 'cliente' | 'equipo'>;

/** How the staff's outbox names each kind of message. */
export const MESSAGE_LABELS = {
  invitacion: 'Invitación',
  restablecer: 'Enlace para restablecer la contraseña',
  contrasena_cambiada: 'Aviso de contraseña cambiada',
  factura_nueva: 'Factura nueva',
  factura_por_vencer: 'Recordatorio antes del vencimiento',
  factura_vencida: 'Recordatorio de factura vencida',
  pago_recibido: 'Pago recibido',
  cfdi_emitido: 'CFDI emitido',
  renovacion: 'Aviso de renovación',
  equipo_cfdi_solicitado: 'Solicitud de CFDI (equipo)',
  equipo_entrega_fallida: 'Mensaje no entregado (equipo)',
} as const satisfies Record<MessageTemplate, string>;

/** A message as rendered for sending: subject, HTML and its plain-text part. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}
