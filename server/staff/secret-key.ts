import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fchownSync,
  fsyncSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { getStaffDbPath } from '../shared/database-paths';

const KEY_BYTES = 32;

/** The staff area's keys, both derived from one 32-byte key (see readStaffKeys). */
export type StaffKeys = {
  /** Encrypts each TOTP secret at rest (AES-256-GCM). */
  encryption: Buffer;
  /** Keys the HMAC of each recovery code, so a copy of the file alone cannot test guesses. */
  recoveryCodes: Buffer;
};

const derive = (key: Buffer, purpose: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `codigo-verde ${purpose}`, KEY_BYTES));

/** The keys derived from 32 bytes. */
export function deriveStaffKeys(key: Buffer): StaffKeys {
  if (key.length !== KEY_BYTES) throw new Error('STAFF_SECRET_KEY debe tener 32 bytes.');
  return { encryption: derive(key, 'totp'), recoveryCodes: derive(key, 'recuperacion') };
}

/** The file that keeps the staff key when `STAFF_SECRET_KEY` is not set: beside `staff.db`. */
export function getStaffKeyPath(dbPath: string = getStaffDbPath()): string {
  return path.join(path.dirname(dbPath), 'staff-secret.key');
}

/** 32 bytes from their base64 text, or null when the text is anything else. */
function parseKey(text: string): Buffer | null {
  const value = text.trim();
  const key = Buffer.from(value, 'base64');
  return key.length === KEY_BYTES && /^[A-Za-z0-9+/]+={0,2}$/.test(value) ? key : null;
}

/** The key in the environment variable `name`; throws, in Spanish, when it holds anything else. */
export function readKeyVariable(name: string, value: string): Buffer {
  const key = parseKey(value);
  if (!key) throw new Error(`${name} debe ser 32 bytes en base64 ("openssl rand -base64 32").`);
  return key;
}

/** Writes a new random key to `keyPath` unless a file is there; true when this call wrote it. */
function createKeyFile(keyPath: string): boolean {
  if (existsSync(keyPath)) return false;
  const draftPath = `${keyPath}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    mkdirSync(path.dirname(keyPath), { recursive: true });
    const fd = openSync(draftPath, 'wx', 0o600);
    try {
      writeSync(fd, `${randomBytes(KEY_BYTES).toString('base64')}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    // The draft is complete before it gets the name, and a link fails when the name is taken:
    // of two servers starting together, one writes the key and the other reads that one.
    linkSync(draftPath, keyPath);
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`No se pudo crear la clave del segundo factor, ${keyPath}: ${reason}`);
  } finally {
    rmSync(draftPath, { force: true });
  }
}

/** The key in `keyPath`, refused when others may read the file or it holds anything else. */
function readKeyFile(keyPath: string): Buffer {
  let mode: number;
  let text: string;
  try {
    const fd = openSync(keyPath, 'r');
    try {
      mode = fstatSync(fd).mode & 0o777;
      text = readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`No se pudo leer la clave del segundo factor, ${keyPath}: ${reason}`);
  }
  // Windows reports no owner-only modes; there the folder's permissions protect the file.
  if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
    throw new Error(
      `La clave del segundo factor, ${keyPath}, tiene permisos ${mode.toString(8)}: solo su ` +
        `dueño debe poder leerla. Corrígelos con "chmod 600 ${keyPath}".`,
    );
  }
  const key = parseKey(text);
  if (!key) {
    throw new Error(
      `${keyPath} no contiene una clave de 32 bytes en base64. Restaura la original desde su ` +
        'respaldo: sin ella no se pueden leer los segundos factores inscritos.',
    );
  }
  return key;
}

/**
 * The staff area's keys, by one rule for every launch (production or not): `STAFF_SECRET_KEY`
 * (32 bytes in base64) when set, else the key file beside the staff database (`keyPath`),
 * created with owner-only permissions on the first start and read on every later one, so a
 * restart keeps every second factor readable. Throws, in Spanish, on a bad key or key file.
 */
export function readStaffKeys({
  env = process.env,
  keyPath = getStaffKeyPath(),
  report = console.log,
}: {
  env?: Record<string, string | undefined>;
  keyPath?: string;
  report?: (message: string) => void;
} = {}): StaffKeys {
  const value = env.STAFF_SECRET_KEY;
  if (value?.trim()) {
    const key = readKeyVariable('STAFF_SECRET_KEY', value);
    report('Clave del segundo factor: la de STAFF_SECRET_KEY.');
    return deriveStaffKeys(key);
  }
  const created = createKeyFile(keyPath);
  const keys = deriveStaffKeys(readKeyFile(keyPath));
  report(
    `Clave del segundo factor: ${keyPath}${created ? ' (creada ahora)' : ''}. Respáldala ` +
      'aparte de los respaldos de las bases, p. ej. en un gestor de secretos: sin ella no se ' +
      'pueden leer los segundos factores inscritos.',
  );
  return keys;
}

/** The staff key and the file it lives in (null when it came from `STAFF_SECRET_KEY`). */
export type FoundStaffKey = { key: Buffer; keyPath: string | null };

/**
 * The staff key by readStaffKeys' rule, for the commands: `STAFF_SECRET_KEY` when set, else the
 * key file when there is one (a command never creates it); null when neither is.
 */
export function findStaffKey({
  env,
  keyPath,
}: {
  env: Record<string, string | undefined>;
  keyPath: string;
}): FoundStaffKey | null {
  const value = env.STAFF_SECRET_KEY;
  if (value?.trim()) return { key: readKeyVariable('STAFF_SECRET_KEY', value), keyPath: null };
  return existsSync(keyPath) ? { key: readKeyFile(keyPath), keyPath } : null;
}

/** Flushes a folder's entries, so a rename in it survives a power loss (Windows has no such call). */
function syncFolder(folder: string) {
  if (process.platform === 'win32') return;
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `key` beside the key file `keyPath` under a draft name (owner-only, owned by the key
 * file's owner, flushed to disk). `install` puts it in place with one rename, so a reader finds
 * the old key or the new one, never part of a file; `discard` removes it.
 */
export function draftKeyFile(keyPath: string, key: Buffer) {
  const draftPath = `${keyPath}.${process.pid}-${randomBytes(4).toString('hex')}`;
  const owner = statSync(keyPath);
  const fd = openSync(draftPath, 'wx', 0o600);
  try {
    // Run by root, the command must not leave the server a key file it cannot read.
    if (process.getuid && owner.uid !== process.getuid()) fchownSync(fd, owner.uid, owner.gid);
    writeSync(fd, `${key.toString('base64')}\n`);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(draftPath, { force: true });
    throw error;
  }
  closeSync(fd);
  return {
    draftPath,
    install() {
      renameSync(draftPath, keyPath);
      syncFolder(path.dirname(keyPath));
    },
    discard: () => rmSync(draftPath, { force: true }),
  };
}

/**
 * Encrypts a secret with AES-256-GCM, bound to `context` (e.g. the staff member's id) so a
 * secret copied to another row does not decrypt: `iv.tag.ciphertext`, each base64url.
 */
export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** Decrypts what encryptSecret wrote with the same key and context; throws otherwise. */
export function decryptSecret(key: Buffer, stored: string, context: string): string {
  const [iv, tag, ciphertext] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('Secreto cifrado ilegible.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/** The HMAC-SHA256 of a recovery code, as stored. */
export function hashRecoveryCode(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(code.toUpperCase()).digest('hex');
}
