// server/staff: Node only. What stops staff.db from reaching this release's schema (two accounts that would sign in as one address) and the operator's fix, which works on the file as it is, unmigrated.
import { readEmail } from '../../lib/site/email';
import { quoteForShell } from '../shared/command-line';
import type { SqliteDatabase, UpgradeConflict } from '../shared/database';
import { findEmailCollisions, toSignInEmail } from '../shared/stored-emails';
import { recordStaffAudit } from './audit';

/** The command that lists what stops the upgrade. */
export const STAFF_CONFLICTS_COMMAND = 'npm run personal -- colisiones';

/**
 * The staff accounts that the e-mail migration would make one address, at whatever version the
 * file is. Written against the first schema's columns.
 */
export function findStaffUpgradeConflicts(db: SqliteDatabase): UpgradeConflict[] {
  return findEmailCollisions(db, 'staff').map(({ address, accounts }) => {
    const kept = accounts.find((account) => toSignInEmail(account.email) === account.email);
    const toChange = accounts.filter((account) => account !== (kept ?? accounts[0]));
    return {
      problem: `Las cuentas del equipo ${new Intl.ListFormat('es', { type: 'conjunction' }).format(accounts.map((account) => `${account.email} (${account.name})`))} inician sesión con el mismo correo, ${address}, desde que el acceso lee los dominios en punycode.`,
      fix: `Cambia el correo de ${toChange.length > 1 ? 'todas menos una' : 'una'}: ${toChange
        .map(
          (account) =>
            `npm run personal -- renombrar-correo --email ${quoteForShell(account.email)} --nuevo CORREO`,
        )
        .join('; ')}`,
    };
  });
}

/**
 * Gives the account stored as `email` the address `newEmail` (read with the e-mail rule), unless
 * another account signs in with it; recorded in the log when the file has its kinds (schema 2).
 */
export function changeStaffEmail(
  db: SqliteDatabase,
  email: string,
  newEmail: string,
  actor: string,
): string {
  const reading = readEmail(newEmail);
  if ('problem' in reading) throw new Error(`--nuevo: ${reading.problem}`);
  const next = reading.value;
  return db
    .transaction(() => {
      const staff = db.prepare('SELECT id, email FROM staff WHERE email = ?').get(email) as
        { id: number; email: string } | undefined;
      if (!staff) {
        throw new Error(
          `No hay nadie del equipo con el correo ${email} (escríbelo como está guardado).`,
        );
      }
      const others = db
        .prepare('SELECT email FROM staff WHERE id <> ?')
        .pluck()
        .all(staff.id) as string[];
      const taken = others.find((other) => toSignInEmail(other).toLowerCase() === next);
      if (taken !== undefined) throw new Error(`Ya hay alguien del equipo con el correo ${taken}.`);
      db.prepare('UPDATE staff SET email = ? WHERE id = ?').run(next, staff.id);
      const logged = db
        .prepare("SELECT 1 FROM pragma_table_info('staff_audit') WHERE name = 'changes'")
        .get();
      if (logged) {
        recordStaffAudit(db, {
          occurredAt: Date.now(),
          actor,
          action: 'cuenta_correo_cambiado',
          detail: next,
          address: null,
          changes: [{ field: 'Correo', before: staff.email, after: next }],
        });
      }
      return `La cuenta ${staff.email} ahora inicia sesión con ${next}. Avísale del cambio.`;
    })
    .immediate();
}
