/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_DEVICE_COOKIE_DAYS } from '@/lib/browser/storage-keys';
import { openClientDatabase } from '@/server/client-area/database';
import { createClient } from '@/server/client-area/store';
import { TRUSTED_DEVICE_MS, findTrustedDevice, trustDevice } from '@/server/shared/trusted-devices';

const NOW = Date.UTC(2026, 11, 2, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

function openWithClients() {
  const db = openClientDatabase(path.join(mkdtempSync(path.join(tmpdir(), 'devices-')), 'c.db'));
  const add = (email: string) =>
    createClient(db, { email, name: 'Ana López', company: 'Panadería Sol', passwordHash: 'x' });
  return { db, ana: add('ana@panaderiasol.mx'), luis: add('luis@cafealtura.mx') };
}

describe('trusted devices', () => {
  it('lasts the days the cookie policy states', () => {
    expect(TRUSTED_DEVICE_MS).toBe(CLIENT_DEVICE_COOKIE_DAYS * DAY_MS);
  });

  it('trusts a browser only for the accounts it signed in to, until a year after the last', () => {
    const { db, ana, luis } = openWithClients();
    const token = trustDevice(db, null, ana, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(findTrustedDevice(db, token, ana, NOW)).not.toBeNull();
    expect(findTrustedDevice(db, token, luis, NOW)).toBeNull();
    expect(findTrustedDevice(db, token, undefined, NOW)).toBeNull();
    expect(findTrustedDevice(db, token, ana, NOW + TRUSTED_DEVICE_MS)).toBeNull();

    // Signing in again renews the year and keeps the token; another account joins the same token.
    expect(trustDevice(db, token, ana, NOW + 300 * DAY_MS)).toBe(token);
    expect(trustDevice(db, token, luis, NOW + 300 * DAY_MS)).toBe(token);
    expect(findTrustedDevice(db, token, ana, NOW + TRUSTED_DEVICE_MS)).not.toBeNull();
    expect(findTrustedDevice(db, token, luis, NOW + TRUSTED_DEVICE_MS)).not.toBeNull();
    // Only the token's hash is stored.
    const stored = db.prepare('SELECT token_hash FROM trusted_devices').pluck().all();
    expect(stored).not.toContain(token);
  });

  it('replaces a token it never issued, or one that expired, with a new one', () => {
    const { db, ana } = openWithClients();
    const forged = 'A'.repeat(43);
    const issued = trustDevice(db, forged, ana, NOW);
    expect(issued).not.toBe(forged);
    expect(findTrustedDevice(db, forged, ana, NOW)).toBeNull();
    expect(trustDevice(db, issued, ana, NOW + TRUSTED_DEVICE_MS)).not.toBe(issued);
  });
});
