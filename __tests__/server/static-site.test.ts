/** @jest-environment node */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveExportedFile } from '@/server/static-site';

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
