// server/client-area: Node only. Realistic data for every template: to look at the messages and to test them.
import { paths } from '../../../lib/site/paths';
import { siteConfig } from '../../../lib/site/site-config';
import { buildInvoicePaymentPath } from '../../../lib/transfer/invoice-payment';
import type { InvoiceNotice, MessageData, MessageTemplate } from './message-types';

/** An absolute link on the configured site, as the outbox stores them. */
const onSite = (path: string) => new URL(path, `${siteConfig.url}/`).href;

const client = {
  name: 'Ana Torres',
  company: 'Panadería La Espiga',
  email: 'ana@panaderialaespiga.mx',
};

const invoice: InvoiceNotice = {
  name: client.name,
  number: 'CV-1042',
  concept: 'Tienda en línea, segundo pago',
  amountCents: 450_000,
  dueDate: '2026-12-15',
  paymentLink: onSite(buildInvoicePaymentPath({ number: 'CV-1042', amountCents: 450_000 })),
  panelLink: onSite(paths.panel),
};

/** A single-use link as the server writes it: the page, then the token after `#`. */
const accountLink = `${onSite(paths.newPassword)}#Yq3v8Kd2LmR0tWs9XbN4cF7hJp1ZuE6aQ5gT`;

export const MESSAGE_SAMPLES: { [T in MessageTemplate]: MessageData[T] } = {
  invitacion: { ...client, link: accountLink, expiresAt: Date.UTC(2026, 11, 9, 17, 30) },
  restablecer: {
    name: client.name,
    email: client.email,
    link: accountLink,
    expiresAt: Date.UTC(2026, 11, 2, 19, 45),
  },
  contrasena_cambiada: {
    name: client.name,
    email: client.email,
    changedAt: Date.UTC(2026, 11, 2, 18, 45),
    loginLink: onSite(paths.login),
  },
  factura_nueva: invoice,
  factura_por_vencer: { ...invoice, daysLeft: 3 },
  factura_vencida: { ...invoice, dueDate: '2026-11-25', daysLate: 7 },
  pago_recibido: {
    name: client.name,
    number: invoice.number,
    concept: invoice.concept,
    amountCents: invoice.amountCents,
    paidOn: '2026-12-01',
    reference: 'BNET01002612010000482913',
    panelLink: invoice.panelLink,
  },
  cfdi_emitido: {
    name: client.name,
    number: invoice.number,
    uuid: '6F8A2C1E-4B7D-4E3A-9C5F-2D1B0A9E8F7C',
    downloadUrl: onSite('/descargas/cfdi/6F8A2C1E-4B7D-4E3A-9C5F-2D1B0A9E8F7C.zip'),
    panelLink: invoice.panelLink,
  },
  renovacion: {
    name: client.name,
    domain: 'panaderialaespiga.mx',
    hostingPlan: 'Hosting Negocio',
    mailboxes: 5,
    renewalDate: '2027-01-01',
    daysLeft: 30,
    panelLink: invoice.panelLink,
  },
  equipo_cfdi_solicitado: {
    clientName: client.name,
    company: client.company,
    clientEmail: client.email,
    number: invoice.number,
    amountCents: invoice.amountCents,
    rfc: 'PLE190312AB1',
    queueLink: onSite(`${paths.staffPanel}/cfdi`),
  },
  equipo_entrega_fallida: {
    recipient: client.email,
    summary: 'Factura CV-1042',
    reason:
      '550 5.1.1 <ana@panaderialaespiga.mx>: Recipient address rejected: User unknown in virtual mailbox table',
    outboxLink: onSite(`${paths.staffPanel}/correos?estado=fallido`),
  },
};
