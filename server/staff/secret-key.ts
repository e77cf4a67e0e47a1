import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const KEY_BYTES = 32;

/** The staff area's keys, both derived from `STAFF_SECRET_KEY`. */
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

/**
 * Reads `STAFF_SECRET_KEY` (32 bytes in base64, `openssl rand -base64 32`). In production the
 * staff area does not start without it; elsewhere a missing key is replaced by a random one for
 * this process only, with a warning, since what it encrypted cannot be read after a restart.
 */
export function readStaffKeys(
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = console.warn,
): StaffKeys {
  const value = env.STAFF_SECRET_KEY?.trim();
  if (!value) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'Falta STAFF_SECRET_KEY: el área del equipo no arranca sin ella en producción. ' +
          'Genera una con "openssl rand -base64 32".',
      );
    }
    warn(
      'Aviso: falta STAFF_SECRET_KEY; el área del equipo usa una clave temporal y, al reiniciar, ' +
        'habrá que restablecer el segundo factor de cada cuenta inscrita.',
    );
    return deriveStaffKeys(randomBytes(KEY_BYTES));
  }
  const key = Buffer.from(value, 'base64');
  if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    throw new Error('STAFF_SECRET_KEY debe ser 32 bytes en base64 ("openssl rand -base64 32").');
  }
  return deriveStaffKeys(key);
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
