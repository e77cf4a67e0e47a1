// server/client-area: Node only. A client's password and the links that let them choose it: the one place every door (invitation, reset, the panel's change) sets a password.
import { randomBytes } from 'node:crypto';
import {
  describeWeakPassword,
  type AccountLinkProblem,
  type AccountLinkPurpose,
} from '../../lib/client-area/client-api-contract';
import { paths } from '../../lib/site/paths';
import { recordAuditRow } from '../shared/audit-log';
import { hashPassword } from '../shared/passwords';
import { recordAuditEvent } from './audit';
import type { ClientDatabase } from './database';
import { buildSiteLink, queueMessage } from './notices';
import { hashToken, type ClientRow } from './store';

const HOUR_MS = 60 * 60 * 1000;

/** How long a link works: an invitation 7 days, a reset 1 hour (OWASP: short-lived). */
export const LINK_LIFETIME_MS = {
  invitacion: 7 * 24 * HOUR_MS,
  restablecer: HOUR_MS,
} as const satisfies Record<AccountLinkPurpose, number>;

/** The hash a client has before choosing a password: no password ever matches it. */
export const NO_PASSWORD_HASH = '!';

/** Who asked for a link or a change, for the staff audit log. */
export type AccountActor = { actor: string; address: string | null; at: number };

/** The staff audit log's words for what happens to an account (server/staff/audit.ts). */
export const ACCOUNT_ACTIONS = [
  'invitacion_enviada',
  'restablecimiento_enviado',
  'restablecimiento_solicitado',
  'invitacion_aceptada',
  'contrasena_restablecida_por_cliente',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** The agency's own actions; the others are the client's, at their door. */
const ACTIONS_BY_STAFF = new Set<AccountAction>(['invitacion_enviada', 'restablecimiento_enviado']);

function recordAccountRow(
  db: ClientDatabase,
  by: AccountActor,
  action: AccountAction,
  client: Pick<ClientRow, 'id' | 'email'>,
): void {
  recordAuditRow(db, {
    occurredAt: by.at,
    actor: by.actor,
    action,
    kind: ACTIONS_BY_STAFF.has(action) ? 'cambio' : 'acceso',
    address: by.address,
    detail: `cliente ${client.email}`,
    clientId: client.id,
    changes: [],
  });
}

/**
 * Creates a link for `purpose` and queues its message, in the caller's transaction: the token
 * travels only in the message (the outbox drops it once delivered); the file keeps its SHA-256.
 */
export function issueAccountLink(
  db: ClientDatabase,
  client: Pick<ClientRow, 'id' | 'email' | 'name' | 'company'>,
  purpose: AccountLinkPurpose,
  by: AccountActor,
): { expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = by.at + LINK_LIFETIME_MS[purpose];
  db.prepare(
    `INSERT INTO account_links (token_hash, client_id, purpose, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(tokenHash, client.id, purpose, by.at, expiresAt);
  const link = buildSiteLink(`${paths.newPassword}#${token}`);
  const message = {
    // Each link is its own event: a resent invitation is a new message.
    event: tokenHash.slice(0, 24),
    to: client.email,
    clientId: client.id,
    summary: `${purpose === 'invitacion' ? 'Invitación' : 'Restablecer contraseña'}: ${client.email}`,
  };
  if (purpose === 'invitacion') {
    const { name, company, email } = client;
    queueMessage(db, 'invitacion', message, { name, company, email, link, expiresAt }, by.at);
  } else {
    queueMessage(db, 'restablecer', message, { ...client, link, expiresAt }, by.at);
  }
  return { expiresAt };
}

/** Sends a link and records who sent it, in one transaction. */
export function sendAccountLink(
  db: ClientDatabase,
  client: ClientRow,
  purpose: AccountLinkPurpose,
  by: AccountActor,
  action: AccountAction,
): { expiresAt: number } {
  return db
    .transaction(() => {
      const sent = issueAccountLink(db, client, purpose, by);
      recordAccountRow(db, by, action, client);
      return sent;
    })
    .immediate();
}

type LinkRow = {
  token_hash: string;
  client_id: number;
  purpose: AccountLinkPurpose;
  expires_at: number;
  used_at: number | null;
};

/** Why a link does not work, in the words its page shows. */
export const LINK_PROBLEM_MESSAGES = {
  usado: 'Este enlace ya se usó. Cada enlace sirve una sola vez.',
  vencido: 'Este enlace ya venció.',
  invalido: 'Este enlace no es válido. Revisa que lo copiaste completo.',
} as const satisfies Record<AccountLinkProblem, string>;

export class AccountLinkError extends Error {
  constructor(readonly reason: AccountLinkProblem) {
    super(LINK_PROBLEM_MESSAGES[reason]);
    this.name = 'AccountLinkError';
  }
}

/** The link of a token and its client, or the reason it cannot be used. */
export function readAccountLink(
  db: ClientDatabase,
  token: string,
  at: number,
): { link: LinkRow; client: ClientRow } {
  const link = db
    .prepare('SELECT * FROM account_links WHERE token_hash = ?')
    .get(hashToken(token)) as LinkRow | undefined;
  const client =
    link &&
    (db.prepare('SELECT * FROM clients WHERE id = ?').get(link.client_id) as ClientRow | undefined);
  if (!link || !client || client.disabled) throw new AccountLinkError('invalido');
  if (link.used_at !== null) throw new AccountLinkError('usado');
  if (link.expires_at <= at) throw new AccountLinkError('vencido');
  return { link, client };
}

/** A password that does not meet the rules: the panel's words (`describeWeakPassword`). */
export class WeakPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WeakPasswordError';
  }
}

export type PasswordChange = {
  clientId: number;
  newPassword: string;
  /** The client's address, or null when the agency's command did it. */
  address: string | null;
  at: number;
} & (
  | { via: 'enlace'; token: string }
  | { via: 'panel'; keepSessionToken: string; alsoInTransaction?: () => void }
);

/**
 * Sets a client's password: the rule every door calls. The password must meet the rules; a link
 * must still be live, and is used up with every other open link of the client; every session
 * ends (the panel keeps the one that asked); the access log records it and, except for an
 * invitation's first password, the client is told by e-mail. All of it in one transaction.
 */
export async function setClientPassword(db: ClientDatabase, change: PasswordChange): Promise<void> {
  const weakness = describeWeakPassword(change.newPassword);
  if (weakness) throw new WeakPasswordError(weakness);
  if (change.via === 'enlace') readAccountLink(db, change.token, change.at);
  const hash = await hashPassword(change.newPassword);
  db.transaction(() => {
    let action: AccountAction | null = null;
    if (change.via === 'enlace') {
      // Read again inside the transaction: of two uses at once, only the first gets here.
      const { link } = readAccountLink(db, change.token, change.at);
      action =
        link.purpose === 'invitacion'
          ? 'invitacion_aceptada'
          : 'contrasena_restablecida_por_cliente';
    }
    db.prepare('UPDATE account_links SET used_at = ? WHERE client_id = ? AND used_at IS NULL').run(
      change.at,
      change.clientId,
    );
    const client = db
      .prepare('SELECT * FROM clients WHERE id = ?')
      .get(change.clientId) as ClientRow & { password_set_at: number | null };
    const firstPassword = client.password_set_at === null;
    db.prepare('UPDATE clients SET password_hash = ?, password_set_at = ? WHERE id = ?').run(
      hash,
      change.at,
      client.id,
    );
    const keep = change.via === 'panel' ? hashToken(change.keepSessionToken) : '';
    db.prepare(
      `UPDATE sessions SET revoked_at = ?
       WHERE client_id = ? AND revoked_at IS NULL AND token_hash <> ?`,
    ).run(change.at, client.id, keep);
    recordAuditEvent(db, {
      occurredAt: change.at,
      type: 'password_changed',
      email: client.email,
      clientId: client.id,
      address: change.address,
    });
    if (action) {
      recordAccountRow(
        db,
        { actor: client.email, address: change.address, at: change.at },
        action,
        client,
      );
    }
    if (change.via === 'panel') change.alsoInTransaction?.();
    if (!firstPassword) {
      queueMessage(
        db,
        'contrasena_cambiada',
        {
          event: `${client.id}:${change.at}`,
          to: client.email,
          clientId: client.id,
          summary: `Contraseña cambiada: ${client.email}`,
        },
        {
          name: client.name,
          email: client.email,
          changedAt: change.at,
          loginLink: buildSiteLink(paths.login),
        },
        change.at,
      );
    }
  }).immediate();
}

/** Where a client's account stands, for the staff: never the password. */
export function readAccountState(db: ClientDatabase, clientId: number, at: number) {
  const client = db
    .prepare(
      'SELECT password_set_at AS passwordSetAt, reminders_off AS remindersOff FROM clients WHERE id = ?',
    )
    .get(clientId) as { passwordSetAt: number | null; remindersOff: 0 | 1 };
  const invitation = db
    .prepare(
      `SELECT created_at AS createdAt, expires_at AS expiresAt FROM account_links
       WHERE client_id = ? AND purpose = 'invitacion' ORDER BY created_at DESC LIMIT 1`,
    )
    .get(clientId) as { createdAt: number; expiresAt: number } | undefined;
  const state =
    client.passwordSetAt !== null
      ? ('activa' as const)
      : invitation && invitation.expiresAt > at
        ? ('invitada' as const)
        : ('invitacion_vencida' as const);
  return {
    state,
    invitedAt: invitation?.createdAt ?? null,
    invitationExpiresAt: invitation?.expiresAt ?? null,
    passwordSetAt: client.passwordSetAt,
    reminders: client.remindersOff === 0,
  };
}
