/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, isCompressible } from '@/server/site/compression';
import { createStaticHandler } from '@/server/site/static-site';

const root = mkdtempSync(path.join(tmpdir(), 'out-compression-'));
const script = `console.log(${JSON.stringify('código '.repeat(2000))});`;
mkdirSync(path.join(root, '_next', 'static', 'chunks'), { recursive: true });
writeFileSync(path.join(root, '_next', 'static', 'chunks', 'app.js'), script);
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Inicio</title>');
writeFileSync(path.join(root, '404.html'), '<!doctype html><title>No encontrada</title>');
writeFileSync(path.join(root, 'logo.png'), Buffer.alloc(2048, 7));

let server: Server;
let port: number;
beforeAll(async () => {
  const handle = createStaticHandler(root);
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(urlPath: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : undefined;
      const req = request({ port, path: urlPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('answers %s with %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('isCompressible', () => {
  it('compresses text and leaves images and fonts alone', () => {
    expect(isCompressible('/out/index.html')).toBe(true);
    expect(isCompressible('/out/_next/static/chunks/app.js')).toBe(true);
    expect(isCompressible('/out/images/hero.webp')).toBe(false);
    expect(isCompressible('/out/_next/static/media/font.woff2')).toBe(false);
  });
});

describe('the static handler', () => {
  it('sends Brotli to a browser that takes it, and the content is the file', async () => {
    const res = await get('/_next/static/chunks/app.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when Brotli is not accepted, also for the 404 page', async () => {
    const res = await get('/nada', 'gzip');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('No encontrada');
  });

  it('sends the file as it is without Accept-Encoding, and images always as they are', async () => {
    const page = await get('/');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toContain('Inicio');
    const image = await get('/logo.png', 'gzip, br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(2048);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const res = await get('/', 'br', 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });
});
