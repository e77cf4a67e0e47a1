import * as storageKeys from '@/lib/browser/storage-keys';
import { storageInventory } from '@/lib/browser/storage-inventory';

describe('storageInventory', () => {
  it('documents every cookie and storage key of the storage contract, once', () => {
    const contractKeys = Object.entries(storageKeys)
      .filter(([name]) => /_(KEY|COOKIE)$/.test(name))
      .map(([, value]) => value);
    const listed = storageInventory.map((entry) => entry.key);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...contractKeys].sort());
  });

  it('states the cookie lifetime from the contract', () => {
    const cookie = storageInventory.find((entry) => entry.kind === 'Cookie propia');
    expect(cookie?.key).toBe('userConsent');
    expect(cookie?.duration).toContain(`${storageKeys.CONSENT_COOKIE_DAYS} días`);
  });
});
