/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderScriptLoader } from '@/deploy/deferred-scripts';
import { findExportedHtml, listPageScripts, measureSiteWeight } from '@/scripts/perf/first-load-js';

const outDir = mkdtempSync(path.join(tmpdir(), 'out-weight-'));
const chunks = path.join(outDir, '_next', 'static', 'chunks');
mkdirSync(chunks, { recursive: true });
mkdirSync(path.join(outDir, 'docs'));
const framework = 'x'.repeat(5000);
const pageCode = Array.from({ length: 400 }, (_, i) => `let v${i}=${i * 7919};`).join('');
writeFileSync(path.join(chunks, 'framework.js'), framework);
writeFileSync(path.join(chunks, 'page.js'), pageCode);
writeFileSync(path.join(chunks, 'legacy.js'), 'y'.repeat(9000));
const script = (name: string, extra = '') =>
  `<script src="/_next/static/chunks/${name}.js?v=1"${extra} async=""></script>`;
writeFileSync(
  path.join(outDir, '404.html'),
  script('framework') + script('legacy', ' noModule=""'),
);
const homeHtml = `<html>${script('framework')}${script('page')}</html>`;
writeFileSync(path.join(outDir, 'index.html'), homeHtml);
writeFileSync(path.join(outDir, 'docs', 'index.html'), script('framework'));

describe('listPageScripts', () => {
  it('lists the scripts a page loads and leaves out nomodule polyfills', () => {
    const html = `${script('a')}<script>inline()</script>${script('b', ' nomodule')}`;
    expect(listPageScripts(html)).toEqual(['/_next/static/chunks/a.js?v=1']);
  });

  it('counts the chunks the loader adds after the first paint', () => {
    const loader = renderScriptLoader(['/_next/static/chunks/c.js', '/_next/static/chunks/d.js']);
    const html = `${script('a')}<script>${loader}</script>`;
    expect(listPageScripts(html)).toEqual([
      '/_next/static/chunks/a.js?v=1',
      '/_next/static/chunks/c.js',
      '/_next/static/chunks/d.js',
    ]);
  });
});

describe('findExportedHtml', () => {
  it('finds route.html or route/index.html and names a route that was not exported', () => {
    expect(findExportedHtml(outDir, '/')).toBe(path.join(outDir, 'index.html'));
    expect(findExportedHtml(outDir, '/docs')).toBe(path.join(outDir, 'docs', 'index.html'));
    expect(() => findExportedHtml(outDir, '/nada')).toThrow('/nada');
  });
});

describe('measureSiteWeight', () => {
  it('counts gzip bytes per page and what each page loads beyond the floor', () => {
    const weight = measureSiteWeight(outDir, ['/', '/docs']);
    const frameworkBytes = gzipSync(framework).length;
    const pageBytes = gzipSync(pageCode).length;
    expect(weight.floorJsGzipBytes).toBe(frameworkBytes);
    expect(weight.pages).toEqual([
      {
        route: '/',
        jsGzipBytes: frameworkBytes + pageBytes,
        ownJsGzipBytes: pageBytes,
        htmlBytes: Buffer.byteLength(homeHtml),
        htmlGzipBytes: gzipSync(homeHtml).length,
        inlinePayloadBytes: 0,
      },
      expect.objectContaining({ route: '/docs', ownJsGzipBytes: 0 }),
    ]);
  });
});
