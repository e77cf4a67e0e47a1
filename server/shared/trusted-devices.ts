import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { SqliteDatabase } from './database';

// Browsers that signed in to an account, after OWASP's device cookies: each keeps its own allowance
// of password attempts (`SIGN_IN_LIMITS.device`) while strangers fill the account's ceiling. The
// cookie holds a random token; the area's `trusted_devices` table holds only its SHA-256, once per
// account the browser signed in to. Trust lets a browser try, never in: the password (and the
// staff's second factor) still decide.

/** How long a browser stays trusted by an account after its last sign-in there. */
export const TRUSTED_DEVICE_MS = 365 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of the request's device cookie `name` (`__Host-…`) when it is well-formed. */
export function readDeviceCookie(c: Context, name: string): string | null {
  const token = getCookie(c, name);
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** Sets the device cookie `name` (`__Host-…`): HttpOnly, Secure, SameSite=Strict, for a year. */
export function setDeviceCookie(c: Context, name: string, token: string): void {
  setCookie(c, name, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: TRUSTED_DEVICE_MS / 1000,
  });
}

/** The id of the live trust of `token` for the account, or null (none, unknown, expired, another's). */
export function findTrustedDevice(
  db: SqliteDatabase,
  token: string | null,
  accountId: number | null | undefined,
  now: number,
): number | null {
  if (token === null || accountId === null || accountId === undefined) return null;
  const id = db
    .prepare(
      'SELECT id FROM trusted_devices WHERE token_hash = ? AND account_id = ? AND expires_at > ?',
    )
    .pluck()
    .get(hashDeviceToken(token), accountId, now) as number | undefined;
  return id ?? null;
}

/**
 * Trusts the browser for the account for another year, after a sign-in it completed, and returns
 * the token its cookie should hold: the one it presented when this server issued it and it is live
 * for some account (one browser, one token, whichever accounts it signs in to), else a new one.
 */
export function trustDevice(
  db: SqliteDatabase,
  token: string | null,
  accountId: number,
  now: number,
): string {
  const known =
    token !== null &&
    db
      .prepare('SELECT 1 FROM trusted_devices WHERE token_hash = ? AND expires_at > ? LIMIT 1')
      .get(hashDeviceToken(token), now) !== undefined;
  const kept = known ? token : randomBytes(32).toString('base64url');
  db.prepare(
    `INSERT INTO trusted_devices (token_hash, account_id, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (token_hash, account_id) DO UPDATE SET expires_at = excluded.expires_at`,
  ).run(hashDeviceToken(kept), accountId, now + TRUSTED_DEVICE_MS);
  return kept;
}

/** Deletes the trust of browsers that have not signed in for a year; returns how many. */
export function deleteExpiredTrustedDevices(db: SqliteDatabase, now: number): number {
  return db.prepare('DELETE FROM trusted_devices WHERE expires_at <= ?').run(now).changes;
}
