import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${PORT}`;
/** The e2e server's databases, the clients', the visit counts' and the staff's, outside the repository. */
export const e2eClientDbPath = path.join(tmpdir(), `codigo-verde-e2e-${PORT}`, 'clients.db');
export const e2eVisitsDbPath = path.join(path.dirname(e2eClientDbPath), 'visits.db');
export const e2eStaffDbPath = path.join(path.dirname(e2eClientDbPath), 'staff.db');
/**
 * The e2e server's staff key (32 bytes in base64), fixed so that a second factor enrolled in one
 * run still decrypts on a server Playwright reuses.
 */
export const e2eStaffSecretKey = Buffer.from('codigo-verde e2e staff key 2026!').toString('base64');
/** The e2e server's environment: what `npm run personal` and `npm run estadisticas` need too. */
export const e2eServerEnv = {
  PORT: String(PORT),
  CLIENT_DB_PATH: e2eClientDbPath,
  VISITS_DB_PATH: e2eVisitsDbPath,
  STAFF_DB_PATH: e2eStaffDbPath,
  STAFF_SECRET_KEY: e2eStaffSecretKey,
  SITE_URL: baseURL,
  TRUST_PROXY: '1',
};
/** e2e/nginx.spec.ts: nginx with deploy/nginx.conf, and the client API behind it. */
export const nginxPorts = { http: PORT + 80, https: PORT + 43, api: PORT + 1 };
const NGINX_SPEC = /nginx\.spec\.ts$/;

const chromium = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: chromium,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  },
  projects: [
    {
      // One worker: the spec starts a single nginx for all its tests. Listed first, so that
      // worker starts on it while the other takes the first tests of the sizes below.
      name: 'nginx',
      testMatch: NGINX_SPEC,
      fullyParallel: false,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `https://localhost:${nginxPorts.https}`,
        ignoreHTTPSErrors: true,
      },
    },
    {
      name: 'desktop',
      testIgnore: NGINX_SPEC,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
      },
    },
    {
      name: 'mobile',
      testIgnore: NGINX_SPEC,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // New databases each run: login attempts and visits of an earlier run must not count.
    command: `rm -rf ${path.dirname(e2eClientDbPath)} && npm run serve`,
    url: baseURL,
    // TRUST_PROXY: like behind nginx, so a visit-count test names its own visitor's address
    // (X-Real-IP) and is not limited with every other test's page views from this machine.
    env: e2eServerEnv,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
