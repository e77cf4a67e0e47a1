import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { readClientAddress } from '../shared/client-address';
import { recordStaffAudit, type StaffAuditEvent } from './audit';
import type { StaffDatabase } from './database';
import type { StaffKeys } from './secret-key';
import { readStaffSession } from './staff-gate';

export interface StaffRouteOptions {
  db: StaffDatabase;
  keys: StaffKeys;
  trustProxy: boolean;
  now: () => number;
}

export function fail(c: Context, status: 400 | 401 | 403 | 415, error: string) {
  return c.json({ error }, status);
}

/** Sets a `__Host-` cookie the page's scripts cannot read, sent only to this site. */
export function setHostCookie(c: Context, name: string, value: string, maxAgeSeconds: number) {
  setCookie(c, name, value, {
    prefix: 'host',
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

/** Tells the browser to drop a cookie set by `setHostCookie`. */
export function clearHostCookie(c: Context, name: string) {
  deleteCookie(c, name, { prefix: 'host', secure: true, path: '/' });
}

/**
 * What every route module of the staff area shares: its database, keys and clock, the request's
 * address, the session of its cookie, and the audit row of what the request did.
 */
export function createRouteContext({ db, keys, trustProxy, now }: StaffRouteOptions) {
  const readAddress = (c: Context) => readClientAddress(c, trustProxy);
  return {
    db,
    keys,
    now,
    readAddress,
    readSession: (c: Context) => readStaffSession(db, c, now()),
    audit: (c: Context, event: Omit<StaffAuditEvent, 'occurredAt' | 'address'>) =>
      recordStaffAudit(db, { ...event, occurredAt: now(), address: readAddress(c) }),
  };
}

export type StaffRouteContext = ReturnType<typeof createRouteContext>;
