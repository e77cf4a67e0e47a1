import { checkEmail } from '../../lib/site/email';
import type { SqliteDatabase } from './database';

// Accounts stored before sign-ins read e-mails as punycode (`contacto@diseño.mx` is looked up as
// `contacto@xn--diseo-rta.mx`) are rewritten once to that form by each area's migration; two
// accounts that become one address stop the upgrade until the operator changes one of them.

/** The tables whose `email` column holds the address an account signs in with. */
export type AccountTable = 'clients' | 'staff';

/** An address as sign-ins look it up, or the stored text when the rule cannot read it. */
export function toSignInEmail(stored: string): string {
  const email = checkEmail(stored);
  return 'value' in email ? email.value : stored;
}

// The columns are `COLLATE NOCASE`, which folds ASCII letters only.
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

export type StoredAccount = { id: number; email: string; name: string };

/** The accounts of `table` that sign-ins would take for one address, in groups of two or more. */
export function findEmailCollisions(
  db: SqliteDatabase,
  table: AccountTable,
): { address: string; accounts: StoredAccount[] }[] {
  const accounts = db
    .prepare(`SELECT id, email, name FROM ${table} ORDER BY id`)
    .all() as StoredAccount[];
  const groups = new Map<string, StoredAccount[]>();
  accounts.forEach((account) => {
    const key = foldAscii(toSignInEmail(account.email));
    groups.set(key, [...(groups.get(key) ?? []), account]);
  });
  return [...groups]
    .filter(([, group]) => group.length > 1)
    .map(([address, group]) => ({ address, accounts: group }));
}

/**
 * Rewrites each `email` of `table` the rule can read to the form sign-ins look up (text it cannot
 * read stays as it is) and gives how many changed. Only rows with a capital, a space or a
 * character beyond ASCII can change, so a large table is not read whole (BINARY: the column's
 * NOCASE would call `Ana@` and `ana@` equal).
 */
export function rewriteStoredEmails(
  db: SqliteDatabase,
  table: AccountTable | 'audit_events',
): number {
  const rows = db
    .prepare(
      `SELECT rowid AS id, email FROM ${table}
       WHERE email COLLATE BINARY <> lower(trim(email)) OR email GLOB '*[^ -~]*'`,
    )
    .all() as { id: number; email: string }[];
  const update = db.prepare(`UPDATE ${table} SET email = ? WHERE rowid = ?`);
  return rows.filter(({ id, email }) => {
    const signInEmail = toSignInEmail(email);
    if (signInEmail === email) return false;
    update.run(signInEmail, id);
    return true;
  }).length;
}
