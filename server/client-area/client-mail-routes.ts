// server/client-area: Node only. The dashboard's outbox: every message the agency's changes queued, and a failed one sent again.
import {
  CLIENT_WORK_ROUTES as ROUTES,
  outboxQuerySchema,
  type OutboxPage,
} from '../../lib/staff-area/client-work-contract';
import { recordAuditRow } from '../shared/audit-log';
import { retryMessage } from '../shared/mail/outbox';
import { countOutbox, listOutbox, toOutboxEntry } from '../shared/mail/outbox-view';
import { conflict } from './client-work-error';
import type { ClientWorkApiOptions, mountClientWork } from './client-work-gate';
import { MESSAGE_LABELS } from './mail/message-types';

type Mounted = ReturnType<typeof mountClientWork>;

const PAGE_SIZE = 50;

/** Mounts the outbox's list and its retry. */
export function mountClientMailRoutes(
  { read, change }: Mounted,
  { db }: ClientWorkApiOptions,
): void {
  read(ROUTES.outbox, (c) => {
    const query = outboxQuerySchema.safeParse({
      estado: c.req.query('estado'),
      antes: c.req.query('antes'),
    });
    if (!query.success)
      return c.json({ error: 'Filtra por todos, pendiente, enviado o fallido.' }, 400);
    const { estado = 'todos', antes } = query.data;
    const status = estado === 'todos' ? undefined : estado;
    // One more than a page tells whether another follows.
    const rows = listOutbox(db, { status, before: antes, limit: PAGE_SIZE + 1 });
    const page = rows.slice(0, PAGE_SIZE);
    const answer: OutboxPage = {
      messages: page.map((row) => toOutboxEntry(row, MESSAGE_LABELS)),
      counts: countOutbox(db),
      next: rows.length > PAGE_SIZE ? page[page.length - 1]!.id : null,
    };
    return c.json(answer);
  });

  change(ROUTES.retryMessage, 'messageId', (id, _body, by) => {
    const entry = db
      .transaction(() => {
        if (!retryMessage(db, id, by.at)) {
          throw conflict('Solo se reintenta un correo que falló.');
        }
        const row = listOutbox(db, { before: id + 1, limit: 1 })[0]!;
        recordAuditRow(db, {
          occurredAt: by.at,
          actor: by.actor,
          action: 'correo_reintentado',
          kind: 'cambio',
          address: by.address,
          detail: `${MESSAGE_LABELS[row.template as keyof typeof MESSAGE_LABELS] ?? row.template} a ${row.recipient}`,
          clientId: row.clientId,
          changes: [],
        });
        return toOutboxEntry(row, MESSAGE_LABELS);
      })
      .immediate();
    return { answer: { message: entry } };
  });
}
