import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const READY_TIMEOUT_MS = 60_000;

export type SiteServer = { origin: string; stop: () => Promise<void> };

/** A TCP port that nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(origin: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exitReason = exited();
    if (exitReason) throw new Error(`El servidor terminó antes de responder: ${exitReason}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} no respondió en ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * Requests each page and the files it links to once, so the server has compressed them before
 * the first measured visit (as it would have long before a real visitor comes).
 */
export async function warmUp(origin: string, routes: readonly string[]): Promise<void> {
  const headers = { 'Accept-Encoding': 'br, gzip' };
  for (const route of routes) {
    const html = await (await fetch(`${origin}${route}`, { headers })).text();
    const assets = new Set(html.match(/\/_next\/static\/[^"'\s)]+/g));
    await Promise.all([...assets].map((asset) => fetch(`${origin}${asset}`, { headers })));
  }
}

/**
 * Serves `outDir` (the site's `out/` unless told) exactly as `npm run serve` does (server/main.ts),
 * with the client API on a throwaway database, and resolves once the home page answers.
 */
export async function startSiteServer(
  root: string,
  port: number,
  outDir = path.join(root, 'out'),
): Promise<SiteServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codigo-verde-bench-'));
  const origin = `http://localhost:${port}`;
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      OUT_DIR: outDir,
      SITE_URL: origin,
      CLIENT_DB_PATH: path.join(dataDir, 'clients.db'),
    },
  });
  let stderr = '';
  let exitReason: string | null = null;
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exitReason = `código ${code ?? signal}. ${stderr.trim()}`;
      resolve();
    }),
  );

  const stop = async () => {
    // The server runs in its own process group: end tsx and the Node process it starts.
    if (exitReason === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, () => exitReason);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
