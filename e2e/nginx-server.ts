import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEPLOY_OUTPUT_DIR,
  NGINX_POLICIES_FILE,
  NGINX_REDIRECTS_FILE,
} from '../deploy/nginx-config';

const ROOT = path.resolve(__dirname, '..');

export interface NginxPorts {
  http: number;
  https: number;
  /** The client API nginx proxies `/api/` to. */
  api: number;
}

/** nginx serving out/ with deploy/nginx.conf, in front of a client API started for the tests. */
export interface NginxSite {
  origin: string;
  httpOrigin: string;
  /** The self-signed certificate nginx presents, for clients that must trust it. */
  certificateFile: string;
  clientDbPath: string;
  stop(): Promise<void>;
}

function findNginx(): string {
  const inPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'nginx'));
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', ...inPath];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found)
    throw new Error(
      'Falta nginx: ejecuta «bash scripts/ensure-nginx.sh» (como root lo instala con apt-get) o indica su ruta en NGINX_PATH.',
    );
  return found;
}

function replaceRequired(config: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(config)) throw new Error(`deploy/nginx.conf ya no tiene ${pattern}`);
  return config.replace(pattern, replacement);
}

/**
 * Turns the shipped recipe into one nginx can run for the tests: this checkout's out/ and
 * generated policies, loopback ports instead of 80 and 443, a test certificate, the test API.
 */
function renderTestSiteConfig(
  config: string,
  options: { ports: NginxPorts; certificate: string; key: string },
): string {
  const { ports } = options;
  const rules: [RegExp, string][] = [
    [/listen 80;/, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl/, `listen 127.0.0.1:${ports.https} ssl`],
    [/ssl_certificate \S+;/, `ssl_certificate ${options.certificate};`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${options.key};`],
    [/root \S+;/, `root ${path.join(ROOT, 'out')};`],
    ...[NGINX_POLICIES_FILE, NGINX_REDIRECTS_FILE].map((file): [RegExp, string] => [
      new RegExp(`include \\S+/${file.replace('.', '\\.')};`),
      `include ${path.join(ROOT, DEPLOY_OUTPUT_DIR, file)};`,
    ]),
    [/server 127\.0\.0\.1:\d+;/, `server 127.0.0.1:${ports.api};`],
    [/https:\/\/\$host\$request_uri/g, `https://$host:${ports.https}$request_uri`],
  ];
  // Loopback only: IPv6 may be missing where the tests run.
  const ipv4Only = config.replace(/^\s*listen \[::\]:\d+[^;]*;\n/gm, '');
  return rules.reduce(
    (text, [pattern, replacement]) => replaceRequired(text, pattern, replacement),
    ipv4Only,
  );
}

/** Debian's nginx keeps mime.types beside its main configuration file. */
function findMimeTypes(nginx: string): string {
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.join(path.dirname(confPath), 'mime.types');
}

/** The main configuration around the site: everything in the temporary directory `dir`. */
function renderMainConfig(dir: string, mimeTypes: string, siteFile: string): string {
  // As root, nginx would run its workers as "nobody", who may not reach this checkout.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  return `${user}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log ${path.join(dir, 'access.log')};
${temp}
    include ${siteFile};
}
`;
}

function createCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'localhost.pem');
  const key = path.join(dir, 'localhost-key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: 'pipe' },
  );
  return { certificate, key };
}

/** Resolves once `check` passes, or rejects with what the process printed. */
async function waitFor(what: string, check: () => Promise<boolean>, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} no respondió en 30 s:\n${output()}`);
}

function getStatus(url: string, ca: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { ca, method: 'HEAD' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

function startProcess(command: string, args: string[], env: Record<string, string>) {
  let output = '';
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Starts the client API and nginx with the shipped recipe on loopback ports, over HTTPS with a
 * certificate made for the run. Needs `npm run build` first (out/ and the generated policies).
 */
export async function startNginxSite(ports: NginxPorts): Promise<NginxSite> {
  const nginx = findNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'sitio-nginx-'));
  const children: [ChildProcess, NodeJS.Signals][] = [];
  const stop = async () => {
    await Promise.all(children.map(([child, signal]) => stopProcess(child, signal)));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    chmodSync(dir, 0o755);
    const { certificate, key } = createCertificate(dir);
    const siteFile = path.join(dir, 'site.conf');
    const shipped = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    writeFileSync(siteFile, renderTestSiteConfig(shipped, { ports, certificate, key }));
    const mainFile = path.join(dir, 'nginx.conf');
    writeFileSync(mainFile, renderMainConfig(dir, findMimeTypes(nginx), siteFile));
    const nginxArgs = ['-p', dir, '-c', mainFile, '-e', path.join(dir, 'error.log')];
    const configTest = spawnSync(nginx, [...nginxArgs, '-t'], { encoding: 'utf8' });
    if (configTest.status !== 0)
      throw new Error(`nginx -t rechaza la configuración:\n${configTest.stderr}`);

    const origin = `https://localhost:${ports.https}`;
    const clientDbPath = path.join(dir, 'clients.db');
    const api = startProcess(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
      PORT: String(ports.api),
      HOST: '127.0.0.1',
      CLIENT_DB_PATH: clientDbPath,
      SITE_URL: origin,
      TRUST_PROXY: '1',
    });
    children.push([api.child, 'SIGTERM']);
    const server = startProcess(nginx, [...nginxArgs, '-g', 'daemon off;'], {});
    children.push([server.child, 'SIGQUIT']);
    await waitFor(
      'La API de clientes',
      async () => (await fetch(`http://127.0.0.1:${ports.api}/api/panel`)).status === 401,
      api.output,
    );
    const ca = readFileSync(certificate, 'utf8');
    await waitFor('nginx', async () => (await getStatus(`${origin}/`, ca)) === 200, server.output);
    return {
      origin,
      httpOrigin: `http://localhost:${ports.http}`,
      certificateFile: certificate,
      clientDbPath,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
