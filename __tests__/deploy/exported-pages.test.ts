import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listExportedPages, routeOfUri } from '@/deploy/exported-pages';

describe('routeOfUri', () => {
  it.each([
    ['/index.html', '/'],
    ['/blog.html', '/blog'],
    ['/docs/index.html', '/docs'],
    ['/blog/pagina/2.html', '/blog/pagina/2'],
  ])('serves %s at %s', (uri, route) => {
    expect(routeOfUri(uri)).toBe(route);
  });
});

describe('listExportedPages', () => {
  let outDir: string;

  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'exported-pages-'));
    for (const file of ['index.html', 'blog.html', 'blog/pagina/2.html', '_next/static/x.html']) {
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), '<!doctype html>');
    }
    writeFileSync(path.join(outDir, 'blog.txt'), 'rsc');
  });

  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('lists every HTML page outside _next/, sorted, with its file, URI and route', () => {
    expect(listExportedPages(outDir)).toEqual([
      { file: path.join(outDir, 'blog.html'), uri: '/blog.html', route: '/blog' },
      {
        file: path.join(outDir, 'blog', 'pagina', '2.html'),
        uri: '/blog/pagina/2.html',
        route: '/blog/pagina/2',
      },
      { file: path.join(outDir, 'index.html'), uri: '/index.html', route: '/' },
    ]);
  });
});
