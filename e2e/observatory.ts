import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

export const OBSERVATORY_VERSION = '1.4.8';
const PACKAGE = `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`;

const cacheDir = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'),
  `mdn-http-observatory-${OBSERVATORY_VERSION}`,
);
const packageDir = path.join(cacheDir, 'node_modules', '@mdn', 'mdn-http-observatory');

/**
 * Installs the scanner once into a cache folder outside the project, without its install
 * scripts: they download Chromium's HSTS preload list and a CA bundle. The scan runs with an
 * empty preload list instead (no local host is preloaded, and preloading could only add a
 * bonus) and trusts the test certificate through NODE_EXTRA_CA_CERTS.
 */
async function installObservatory(): Promise<void> {
  mkdirSync(path.dirname(cacheDir), { recursive: true });
  const staging = mkdtempSync(`${cacheDir}.tmp-`);
  try {
    await run(
      'npm',
      ['install', '--prefix', staging, '--ignore-scripts', '--no-audit', '--no-fund', PACKAGE],
      { cwd: staging, timeout: 240_000 },
    );
    const preloadList = path.join('node_modules', '@mdn', 'mdn-http-observatory', 'conf');
    writeFileSync(path.join(staging, preloadList, 'hsts-preload.json'), '{}\n');
    if (!existsSync(packageDir)) renameSync(staging, cacheDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

const scanSchema = z.object({
  scan: z.object({
    grade: z.string(),
    score: z.number(),
    testsPassed: z.number(),
    testsQuantity: z.number(),
  }),
  tests: z.record(
    z.string(),
    z.object({ pass: z.boolean(), result: z.string(), scoreModifier: z.number() }),
  ),
});

export type ObservatoryScan = z.infer<typeof scanSchema>;

/**
 * Scans `host` (e.g. `localhost:3343`) with the MDN HTTP Observatory CLI. The CLI requests
 * http://host/ and https://host/; given a port, both go to nginx's TLS port, whose
 * `error_page 497` answers plain HTTP with the redirect to HTTPS that a port-80 server sends.
 */
export async function scanWithObservatory(
  host: string,
  certificateFile: string,
): Promise<ObservatoryScan> {
  if (!existsSync(path.join(packageDir, 'conf', 'hsts-preload.json'))) await installObservatory();
  const scanner = path.join(packageDir, 'src', 'scan.js');
  const { stdout } = await run(process.execPath, [scanner, host], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certificateFile },
    timeout: 60_000,
  }).catch((error: { stdout?: string; message: string }) => {
    throw new Error(`El Observatory no pudo analizar ${host}: ${error.stdout || error.message}`);
  });
  return scanSchema.parse(JSON.parse(stdout));
}
