// server/client-area: Node only. Every template's subject and body, by the name the outbox stores.
import type { MessageDefinition } from './message-definition';
import type { MessageTemplate } from './message-types';
import { cfdiIssued } from './templates/cfdi-emitido';
import { passwordChanged } from './templates/contrasena-cambiada';
import { teamCfdiRequest } from './templates/equipo-cfdi-solicitado';
import { teamDeliveryFailed } from './templates/equipo-entrega-fallida';
import { newInvoice } from './templates/factura-nueva';
import { invoiceDueSoon } from './templates/factura-por-vencer';
import { invoiceOverdue } from './templates/factura-vencida';
import { invitation } from './templates/invitacion';
import { paymentReceived } from './templates/pago-recibido';
import { renewal } from './templates/renovacion';
import { passwordReset } from './templates/restablecer';

export const MESSAGES: { [T in MessageTemplate]: MessageDefinition<T> } = {
  invitacion: invitation,
  restablecer: passwordReset,
  contrasena_cambiada: passwordChanged,
  factura_nueva: newInvoice,
  factura_por_vencer: invoiceDueSoon,
  factura_vencida: invoiceOverdue,
  pago_recibido: paymentReceived,
  cfdi_emitido: cfdiIssued,
  renovacion: renewal,
  equipo_cfdi_solicitado: teamCfdiRequest,
  equipo_entrega_fallida: teamDeliveryFailed,
};
