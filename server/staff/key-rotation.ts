import { randomBytes } from 'node:crypto';
import { errorMessage } from '../shared/command-line';
import { recordStaffAudit } from './audit';
import type { StaffDatabase } from './database';
import { listEnrolledSecrets, openRecoveryKey, opensWith, storeRecoveryKey } from './secret-check';
import {
  decryptSecret,
  deriveStaffKeys,
  draftKeyFile,
  encryptSecret,
  findStaffKey,
  readKeyVariable,
  type FoundStaffKey,
  type StaffKeys,
} from './secret-key';
import { secretContext } from './sign-in-code';

const accounts = (emails: string[]) =>
  `${emails.length} ${emails.length === 1 ? 'cuenta' : 'cuentas'}: ${emails.join(', ')}`;
const secondFactors = (count: number) =>
  count === 1 ? '1 segundo factor cifrado' : `${count} segundos factores cifrados`;

/**
 * Moves every secret of the staff file from the key `from` to the key `to`, in one transaction:
 * each TOTP secret decrypted and encrypted anew, the recovery codes' key (their hashes cannot be
 * recomputed) stored under `to`, the pending sign-ins (their enrolment secrets) ended, and the
 * audit row written. A secret that does not open with `from` aborts it all, naming the accounts.
 * Resolves with how many second factors moved.
 */
export function rotateStaffSecrets(
  db: StaffDatabase,
  {
    from,
    to,
    actor,
    detail,
    now,
  }: {
    from: StaffKeys;
    to: StaffKeys;
    actor: string;
    detail: (moved: number) => string;
    now: number;
  },
): number {
  return db
    .transaction(() => {
      const enrolled = listEnrolledSecrets(db);
      const recoveryKey = openRecoveryKey(db, from);
      const closed = enrolled.filter((secret) => !opensWith(from, secret));
      if (recoveryKey === null || closed.length > 0) {
        const whose = recoveryKey === null ? enrolled : closed;
        throw new Error(
          `No se cambió nada: la clave actual no abre el segundo factor de ${accounts(whose.map((secret) => secret.email))}. ` +
            'Rota con la clave con que se inscribieron o, si se perdió, restablece su segundo ' +
            'factor ("npm run personal -- restablecer-segundo-factor --email CORREO") y vuelve a rotar.',
        );
      }
      const update = db.prepare('UPDATE staff SET totp_secret = ? WHERE id = ?');
      for (const { id, totp_secret } of enrolled) {
        const secret = decryptSecret(from.encryption, totp_secret, secretContext(id));
        update.run(encryptSecret(to.encryption, secret, secretContext(id)), id);
      }
      storeRecoveryKey(db, to, recoveryKey);
      // A pending enrolment's secret is encrypted too: whoever was halfway starts again.
      db.prepare('DELETE FROM staff_pending_sign_ins').run();
      recordStaffAudit(db, {
        occurredAt: now,
        actor,
        action: 'clave_rotada',
        detail: detail(enrolled.length),
        address: null,
      });
      return enrolled.length;
    })
    .immediate();
}

/**
 * The key a rotation moves to: `STAFF_NEW_SECRET_KEY`, else, when the key lives in a file, a new
 * random one. Never an argument, which would stay in the shell's history.
 */
function readNewKey(env: Record<string, string | undefined>, current: FoundStaffKey): Buffer {
  const value = env.STAFF_NEW_SECRET_KEY;
  if (value?.trim()) return readKeyVariable('STAFF_NEW_SECRET_KEY', value);
  if (current.keyPath === null) {
    throw new Error(
      'La clave actual viene de STAFF_SECRET_KEY: da la nueva en STAFF_NEW_SECRET_KEY ' +
        '("openssl rand -base64 32"), nunca como argumento del comando.',
    );
  }
  return randomBytes(32);
}

/**
 * `npm run personal -- rotar-clave`, with the server stopped: from the current key (the server's
 * rule: `STAFF_SECRET_KEY`, else the key file `keyPath`) to the new one (readNewKey). The secrets
 * move in one transaction (rotateStaffSecrets); a key kept in a file is replaced after it commits,
 * with one rename. Answers, in Spanish, what changed and what is left to do; never a key.
 */
export function rotateStaffKey({
  db,
  env,
  keyPath,
  actor,
}: {
  db: StaffDatabase;
  env: Record<string, string | undefined>;
  keyPath: string;
  actor: string;
}): string {
  const current = findStaffKey({ env, keyPath });
  if (!current) {
    throw new Error(
      `No hay clave que rotar: STAFF_SECRET_KEY no está definida y no existe ${keyPath}.`,
    );
  }
  const next = readNewKey(env, current);
  if (next.equals(current.key)) {
    throw new Error('STAFF_NEW_SECRET_KEY es la clave actual: no hay nada que rotar.');
  }
  const where = current.keyPath ?? 'STAFF_SECRET_KEY';
  const draft = current.keyPath === null ? null : draftKeyFile(current.keyPath, next);
  let moved: number;
  try {
    moved = rotateStaffSecrets(db, {
      from: deriveStaffKeys(current.key),
      to: deriveStaffKeys(next),
      actor,
      detail: (count) => `${secondFactors(count)} con la clave nueva (${where})`,
      now: Date.now(),
    });
  } catch (error) {
    draft?.discard();
    throw error;
  }
  const done = `Clave del segundo factor rotada: ${secondFactors(moved)} con la clave nueva`;
  if (!draft) {
    return (
      `${done} de STAFF_NEW_SECRET_KEY. Ponla en lugar de la anterior en STAFF_SECRET_KEY (p. ej. ` +
      'en /etc/codigo-verde/env) y en tu respaldo de la clave antes de arrancar el servidor: con ' +
      'la anterior no leerá ningún segundo factor.'
    );
  }
  try {
    draft.install();
  } catch (error) {
    throw new Error(
      `La base ya usa la clave nueva, pero no se pudo escribir en ${keyPath}: ` +
        `${errorMessage(error)}. Está en ${draft.draftPath}: muévela con ` +
        `"mv ${draft.draftPath} ${keyPath}" antes de arrancar el servidor.`,
    );
  }
  return (
    `${done}, que reemplazó a la anterior en ${keyPath}. Respáldala aparte, como la ` +
    'anterior, y arranca el servidor.'
  );
}
