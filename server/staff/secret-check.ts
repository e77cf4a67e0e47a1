import { errorMessage } from '../shared/command-line';
import type { StaffDatabase } from './database';
import {
  decryptSecret,
  deriveStaffKeys,
  encryptSecret,
  findStaffKey,
  type StaffKeys,
} from './secret-key';
import { secretContext } from './sign-in-code';

/** The row of `staff_wrapped_keys` that holds the recovery codes' key, and what it is bound to. */
const RECOVERY_KEY = 'recuperacion';
const RECOVERY_KEY_CONTEXT = 'staff:clave-recuperacion';

/**
 * The key of the recovery codes' HMAC: the one `rotar-clave` stored, opened with `keys`, or the
 * one derived with them when no rotation ever ran; null when the stored one does not open.
 */
export function openRecoveryKey(db: StaffDatabase, keys: StaffKeys): Buffer | null {
  const wrapped = db
    .prepare('SELECT wrapped FROM staff_wrapped_keys WHERE purpose = ?')
    .pluck()
    .get(RECOVERY_KEY) as string | undefined;
  if (wrapped === undefined) return keys.recoveryCodes;
  try {
    return Buffer.from(decryptSecret(keys.encryption, wrapped, RECOVERY_KEY_CONTEXT), 'base64');
  } catch {
    return null;
  }
}

/** Stores the recovery codes' key encrypted under `keys`, replacing the one stored before. */
export function storeRecoveryKey(db: StaffDatabase, keys: StaffKeys, recoveryKey: Buffer): void {
  const wrapped = encryptSecret(
    keys.encryption,
    recoveryKey.toString('base64'),
    RECOVERY_KEY_CONTEXT,
  );
  db.prepare(
    `INSERT INTO staff_wrapped_keys (purpose, wrapped) VALUES (?, ?)
     ON CONFLICT (purpose) DO UPDATE SET wrapped = excluded.wrapped`,
  ).run(RECOVERY_KEY, wrapped);
}

/** An enrolled account: its id, e-mail and encrypted TOTP secret. */
export type EnrolledSecret = { id: number; email: string; totp_secret: string };

export function listEnrolledSecrets(db: StaffDatabase): EnrolledSecret[] {
  return db
    .prepare(
      'SELECT id, email, totp_secret FROM staff WHERE totp_secret IS NOT NULL ORDER BY email',
    )
    .all() as EnrolledSecret[];
}

/** Whether an account's TOTP secret opens with `keys` (authenticated decryption succeeds). */
export function opensWith(keys: StaffKeys, { id, totp_secret }: EnrolledSecret): boolean {
  try {
    decryptSecret(keys.encryption, totp_secret, secretContext(id));
    return true;
  } catch {
    return false;
  }
}

/** How many accounts have a second factor, and the e-mails of those `keys` cannot read. */
export type SecretCheck = { enrolled: number; unreadable: string[] };

/**
 * Which enrolled second factors do not open with `keys`: each TOTP secret by its own decryption,
 * and every one of them when the stored recovery codes' key does not open.
 */
export function checkSecondFactors(db: StaffDatabase, keys: StaffKeys): SecretCheck {
  const enrolled = listEnrolledSecrets(db);
  const recoveryKeyOpens = openRecoveryKey(db, keys) !== null;
  return {
    enrolled: enrolled.length,
    unreadable: enrolled
      .filter((secret) => !recoveryKeyOpens || !opensWith(keys, secret))
      .map((secret) => secret.email),
  };
}

const accounts = (count: number) => `${count} ${count === 1 ? 'cuenta' : 'cuentas'}`;
const enrolledCount = (count: number) => `${count} ${count === 1 ? 'inscrita' : 'inscritas'}`;

/**
 * What to say when some second factors do not open with `keyName` (e.g. "la clave de
 * STAFF_SECRET_KEY"): how many, whose and what to do; never a secret.
 */
export function describeUnreadableFactors({ enrolled, unreadable }: SecretCheck, keyName: string) {
  return [
    `AVISO: con ${keyName} no se puede leer el segundo factor de ${accounts(unreadable.length)} ` +
      `(de ${enrolledCount(enrolled)}): ${unreadable.join(', ')}. Esas cuentas no pueden ` +
      'entrar al tablero (sus intentos no cuentan para el límite); las demás y el sitio funcionan.',
    'Qué hacer (docs/equipo.md, «La clave del segundo factor»):',
    '- Si la clave cambió por error, vuelve a poner la anterior (en STAFF_SECRET_KEY o en ' +
      'staff-secret.key junto a la base del equipo) y reinicia el servidor.',
    '- Si querías cambiarla, vuelve a poner la anterior y cámbiala con ' +
      '"npm run personal -- rotar-clave", con el servidor detenido.',
    '- Si la anterior se perdió, corre "npm run personal -- restablecer-segundo-factor ' +
      '--email CORREO" para cada una: inscribirán el segundo factor al entrar.',
    'Las cuentas que inscriban su segundo factor mientras tanto lo guardan cifrado con esta clave.',
  ].join('\n');
}

/**
 * The keys the server works with, read once at start: `keys` (readStaffKeys) with the recovery
 * codes' key a rotation stored. Says whether every enrolled second factor opens with them; when
 * some do not, warns (naming the accounts) and the server still starts, so the other staff and
 * the public site keep working, and those accounts' sign-ins answer that the key is wrong.
 */
export function loadStaffKeys(
  db: StaffDatabase,
  keys: StaffKeys,
  { report = console.log, warn = console.error } = {},
): StaffKeys {
  const check = checkSecondFactors(db, keys);
  if (check.unreadable.length > 0) {
    warn(describeUnreadableFactors(check, 'la clave con que arrancó el servidor'));
  } else if (check.enrolled > 0) {
    report(
      check.enrolled === 1
        ? 'La clave abre el segundo factor inscrito.'
        : `La clave abre los ${check.enrolled} segundos factores inscritos.`,
    );
  }
  return { ...keys, recoveryCodes: openRecoveryKey(db, keys) ?? keys.recoveryCodes };
}

/**
 * For the commands that touch second factors: the warning (a paragraph to add to their answer)
 * when the key the server would use, `STAFF_SECRET_KEY` or the key file `keyPath` (never created
 * here), cannot read some of them; empty when it reads them all or there is no key to try.
 */
export function warnUnreadableFactors(
  db: StaffDatabase,
  env: Record<string, string | undefined>,
  keyPath: string,
): string {
  try {
    const found = findStaffKey({ env, keyPath });
    if (!found) return '';
    const check = checkSecondFactors(db, deriveStaffKeys(found.key));
    const keyName = `la clave de ${found.keyPath ?? 'STAFF_SECRET_KEY'}`;
    return check.unreadable.length > 0 ? `\n\n${describeUnreadableFactors(check, keyName)}` : '';
  } catch (error) {
    return `\n\nNo se revisó si la clave lee los segundos factores: ${errorMessage(error)}`;
  }
}
