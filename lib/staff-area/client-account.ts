// lib/staff-area: how the dashboard words a client's account, its links and its messages. Runs anywhere; pure functions.
import type { OutboxStatus } from './client-work-constants';
import type { ClientAccount, OutboxEntry, SentLinkAnswer } from './client-work-contract';
import { formatMoment } from './dashboard-format';

/** Where a client's account stands, with its dates: «Activa desde 3 oct 2026, 9:12». */
export function describeClientAccount(account: ClientAccount): string {
  const at = (moment: string | null) => (moment ? formatMoment(moment) : 'fecha desconocida');
  if (account.state === 'activa')
    return account.passwordSetAt ? `Activa desde ${at(account.passwordSetAt)}` : 'Activa';
  if (account.state === 'invitada')
    return `Invitación enviada el ${at(account.invitedAt)}, vence el ${at(account.invitationExpiresAt)}`;
  return `Invitación vencida el ${at(account.invitationExpiresAt)}, sin contraseña elegida`;
}

/** What a manager is told once an invitation or a reset link has been queued for the client. */
export function describeSentLink(kind: 'invitacion' | 'restablecer', sent: SentLinkAnswer): string {
  const what = kind === 'invitacion' ? 'la invitación' : 'el enlace para restablecer la contraseña';
  return `Enviamos ${what} a ${sent.sentTo} (vence el ${formatMoment(sent.expiresAt)}).`;
}

/** How the outbox names each message status. */
export const OUTBOX_STATUS_LABELS = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  fallido: 'Fallido',
} as const satisfies Record<OutboxStatus, string>;

/** What a manager is told once a failed message is back in the queue. */
export function describeRetriedMessage(message: OutboxEntry): string {
  return `«${message.label}: ${message.summary}» volvió a la cola y se envía de nuevo en un momento.`;
}
