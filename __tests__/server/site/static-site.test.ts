/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildHeaderRules, renderHeadersFile, renderRedirectsFile } from '@/deploy/headers-file';
import { SECURITY_HEADERS } from '@/deploy/security-headers';
import { createStaticHandler, resolveExportedFile } from '@/server/site/static-site';

const root = mkdtempSync(path.join(tmpdir(), 'out-'));
mkdirSync(path.join(root, 'blog'));
writeFileSync(path.join(root, 'index.html'), 'home');
writeFileSync(path.join(root, 'blog.html'), 'blog');
writeFileSync(path.join(root, 'blog', 'pagina.html'), 'page');
mkdirSync(path.join(root, 'docs'));
writeFileSync(path.join(root, 'docs', 'index.html'), 'docs');

describe('resolveExportedFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/blog', 'blog.html'],
    ['/blog/pagina', path.join('blog', 'pagina.html')],
    ['/docs', path.join('docs', 'index.html')],
    ['/docs/', path.join('docs', 'index.html')],
  ])('serves %s from %s', async (urlPath, file) => {
    expect(await resolveExportedFile(root, urlPath)).toBe(path.join(root, file));
  });

  it.each(['/nada', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/blog%00.html'])(
    'refuses %s',
    async (urlPath) => {
      expect(await resolveExportedFile(root, urlPath)).toBeNull();
    },
  );
});

describe('createStaticHandler', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'out-'));
  writeFileSync(path.join(site, 'index.html'), 'inicio');
  writeFileSync(path.join(site, '404.html'), 'no encontrada');
  const pages = [
    { route: '/', uri: '/index.html', policy: "default-src 'none'; script-src 'sha256-i'" },
    { route: '/404', uri: '/404.html', policy: "default-src 'none'; script-src 'sha256-n'" },
  ];
  writeFileSync(path.join(site, '_headers'), renderHeadersFile(buildHeaderRules(pages)));
  const server = createServer(createStaticHandler(site));
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends the headers the build declared for the page in _headers', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(response.headers.get('Content-Security-Policy')).toBe(pages[0]?.policy);
    // Its own cache policy: `npm start` rebuilds the export under it.
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("answers an unknown path with the 404 page and that page's policy", async () => {
    const response = await fetch(`${origin}/no-existe`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('no encontrada');
    expect(response.headers.get('Content-Security-Policy')).toBe(pages[1]?.policy);
  });

  it.each(['_headers', '_redirects'])('does not serve the CDN settings file %s', async (name) => {
    writeFileSync(path.join(site, name), '# para el CDN');
    expect((await fetch(`${origin}/${name}`)).status).toBe(404);
  });

  it.each([
    ['/blog/', '/blog'],
    ['/blog/?pagina=2', '/blog?pagina=2'],
    ['/cache-navegador//', '/cache-navegador'],
    ['/blog/categoria/seo/', '/blog/categoria/seo'],
  ])('redirects %s to the canonical %s with 308, as nginx and _redirects do', async (from, to) => {
    const response = await fetch(`${origin}${from}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('Location')).toBe(to);
  });

  it('serves the home page at / without a redirect', async () => {
    const response = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(response.status).toBe(200);
  });
});

describe('createStaticHandler with renamed pages', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'out-'));
  writeFileSync(path.join(site, 'guia-nueva.html'), 'la guía');
  writeFileSync(path.join(site, 'guia-vieja.html'), 'aviso de mudanza');
  writeFileSync(path.join(site, '404.html'), 'no encontrada');
  writeFileSync(
    path.join(site, '_redirects'),
    renderRedirectsFile(
      ['/guia-nueva'],
      [{ from: '/guia-vieja', to: '/guia-nueva', title: 'Guía' }],
    ),
  );
  const server = createServer(createStaticHandler(site));
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['/guia-vieja', '/guia-nueva'],
    ['/guia-vieja?utm_source=boletin', '/guia-nueva?utm_source=boletin'],
    ['/guia-vieja/', '/guia-nueva'],
    ['/guia-vieja//?a=1', '/guia-nueva?a=1'],
  ])(
    'sends the old address %s to %s in one 308, before the notice file there',
    async (from, to) => {
      const response = await fetch(`${origin}${from}`, { redirect: 'manual' });
      expect(response.status).toBe(308);
      expect(response.headers.get('Location')).toBe(to);
    },
  );

  it('serves the new page, and a trailing slash on it as before', async () => {
    expect(await (await fetch(`${origin}/guia-nueva`)).text()).toBe('la guía');
    const slash = await fetch(`${origin}/guia-nueva/`, { redirect: 'manual' });
    expect(slash.headers.get('Location')).toBe('/guia-nueva');
  });
});
