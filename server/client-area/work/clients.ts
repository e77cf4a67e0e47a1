// server/client-area: Node only. The client work on clients themselves: creation (with its invitation) and access.
import {
  clientAccessRequestSchema,
  createClientRequestSchema,
} from '../../../lib/staff-area/client-work-contract';
import { issueAccountLink, NO_PASSWORD_HASH, sendAccountLink } from '../account';
import { conflict, notFound } from '../client-work-error';
import type { ClientDatabase } from '../database';
import { createClient, findClientByEmail, findClientById, type ClientRow } from '../store';
import {
  diffRows,
  parseClientWork,
  recordWork,
  runAudited,
  runUnique,
  type WorkActor,
} from './work-audit';

export function requireClientById(db: ClientDatabase, clientId: number): ClientRow {
  const client = findClientById(db, clientId);
  if (!client) throw notFound('No existe ese cliente.');
  return client;
}

/**
 * Creates a client with no password and sends the invitation that lets them choose one, with the
 * audit rows, in one transaction. Nobody at the agency ever knows a client's password.
 */
export function addClient(
  db: ClientDatabase,
  input: unknown,
  by: WorkActor,
): { clientId: number; expiresAt: number } {
  const data = parseClientWork(createClientRequestSchema, input);
  const taken = () => conflict(`Ya existe un cliente con el correo ${data.email}.`);
  if (db.prepare('SELECT 1 FROM clients WHERE email = ?').get(data.email)) throw taken();
  return runAudited(db, () => {
    runUnique(
      () => createClient(db, { ...data, passwordHash: NO_PASSWORD_HASH }, by.at),
      taken().message,
    );
    const client = findClientByEmail(db, data.email)!;
    recordWork(db, by, 'cliente_creado', {
      detail: `cliente ${client.email}`,
      clientId: client.id,
      changes: diffRows(null, { ...client }),
    });
    const { expiresAt } = issueAccountLink(db, client, 'invitacion', by);
    recordWork(db, by, 'invitacion_enviada', {
      detail: `cliente ${client.email}`,
      clientId: client.id,
    });
    return { clientId: client.id, expiresAt };
  });
}

/** Sends a new invitation to a client who has not chosen a password yet. */
export function resendInvitation(
  db: ClientDatabase,
  clientId: number,
  by: WorkActor,
): { email: string; expiresAt: number } {
  const client = requireClientById(db, clientId);
  const hasPassword = db
    .prepare('SELECT password_set_at IS NOT NULL FROM clients WHERE id = ?')
    .pluck()
    .get(clientId);
  if (hasPassword) {
    throw conflict(
      `${client.email} ya eligió su contraseña. Si la olvidó, envíale un enlace para restablecerla.`,
    );
  }
  if (client.disabled) throw conflict('El acceso del cliente está desactivado: actívalo antes.');
  const { expiresAt } = sendAccountLink(db, client, 'invitacion', by, 'invitacion_enviada');
  return { email: client.email, expiresAt };
}

/**
 * Sends the client a link to choose a new password (1 hour). The password and the sessions stay
 * until the client uses it: the agency never sets one.
 */
export function sendPasswordReset(
  db: ClientDatabase,
  clientId: number,
  by: WorkActor,
): { email: string; expiresAt: number } {
  const client = requireClientById(db, clientId);
  if (client.disabled) throw conflict('El acceso del cliente está desactivado: actívalo antes.');
  const { expiresAt } = sendAccountLink(db, client, 'restablecer', by, 'restablecimiento_enviado');
  return { email: client.email, expiresAt };
}

/** Disables (ending the client's sessions at once) or enables a client's access. */
export function setClientAccess(
  db: ClientDatabase,
  clientId: number,
  input: unknown,
  by: WorkActor,
): boolean {
  requireClientById(db, clientId);
  const { disabled } = parseClientWork(clientAccessRequestSchema, input);
  runAudited(db, () => {
    const before = requireClientById(db, clientId);
    db.prepare('UPDATE clients SET disabled = ? WHERE id = ?').run(disabled ? 1 : 0, clientId);
    if (disabled) {
      db.prepare(
        'UPDATE sessions SET revoked_at = ? WHERE client_id = ? AND revoked_at IS NULL',
      ).run(by.at, clientId);
    }
    recordWork(db, by, disabled ? 'cliente_desactivado' : 'cliente_activado', {
      detail: `cliente ${before.email}`,
      clientId,
      changes: diffRows({ ...before }, { ...requireClientById(db, clientId) }),
    });
  });
  return disabled;
}
