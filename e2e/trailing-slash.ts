import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { CDN_FILES, parseRedirectsFile } from '../deploy/headers-file';

/** The rules the build wrote to `out/_redirects` for CDNs: from, to, status, once per path. */
export function readRedirectRules(): [from: string, to: string, status: number][] {
  const text = readFileSync(path.join(__dirname, '..', 'out', '_redirects'), 'utf8');
  return parseRedirectsFile(text).map(({ from, to, status }) => [from, to, status]);
}

/**
 * The site's redirects, as a server answers them: every one the CDN file declares (the
 * trailing slash of each page, the old addresses of renamed pages), with the query kept, and
 * neither settings file served.
 */
export async function expectTrailingSlashRule(request: APIRequestContext): Promise<void> {
  const rules = readRedirectRules();
  expect(rules.length).toBeGreaterThan(40);
  for (const [from, to, status] of rules) {
    const response = await request.get(`${from}?utm_source=prueba`, { maxRedirects: 0 });
    expect.soft(response.status(), from).toBe(status);
    expect.soft(response.headers()['location'], from).toBe(`${to}?utm_source=prueba`);
  }
  for (const file of CDN_FILES) expect((await request.get(`/${file}`)).status()).toBe(404);
}
