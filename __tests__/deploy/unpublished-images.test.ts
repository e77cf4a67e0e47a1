/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listUnpublishedImages, removeUnreferencedImages } from '@/deploy/unpublished-images';
import { buildTestArticle } from '../fixtures/article';

const published = buildTestArticle({ image: '/images/blog/publicado.webp' });
const draft = buildTestArticle({ image: '/images/blog/borrador.webp', status: 'draft' });
const scheduled = buildTestArticle({ image: '/images/portadas/manana.webp', status: 'scheduled' });
const remote = buildTestArticle({ image: 'https://cdn.example.com/foto.webp', status: 'draft' });

describe('listUnpublishedImages', () => {
  it('lists the local cover, share preview and narrower copies of each draft and scheduled article only', () => {
    expect(listUnpublishedImages([published, draft, scheduled, remote])).toEqual([
      '/images/blog/borrador.webp',
      '/images/share/blog/borrador.jpg',
      '/images/anchos/640/blog/borrador.webp',
      '/images/anchos/960/blog/borrador.webp',
      '/images/portadas/manana.webp',
      '/images/share/portadas/manana.jpg',
      '/images/anchos/640/portadas/manana.webp',
      '/images/anchos/960/portadas/manana.webp',
    ]);
  });
});

describe('removeUnreferencedImages', () => {
  let outDir: string;
  const write = (file: string, content = 'x') => {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), content);
  };

  beforeEach(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'unpublished-images-'));
    write('/images/blog/publicado.webp');
    write('/images/blog/borrador.webp');
    write('/images/share/blog/borrador.jpg');
    write('/images/blog/compartida.webp');
    write('/blog.html', '<img src="/images/blog/publicado.webp">');
    write('/sobre-nosotros/index.txt', '{"src":"/images/blog/compartida.webp"}');
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('removes what no exported page, feed or data file mentions, and keeps the rest', () => {
    const removed = removeUnreferencedImages(outDir, [
      '/images/blog/borrador.webp',
      '/images/share/blog/borrador.jpg',
      '/images/blog/compartida.webp',
      '/images/blog/no-existe.webp',
    ]);
    expect(removed).toEqual(['/images/blog/borrador.webp', '/images/share/blog/borrador.jpg']);
    expect(existsSync(path.join(outDir, 'images/blog/borrador.webp'))).toBe(false);
    expect(existsSync(path.join(outDir, 'images/share/blog/borrador.jpg'))).toBe(false);
    expect(existsSync(path.join(outDir, 'images/blog/compartida.webp'))).toBe(true);
    expect(existsSync(path.join(outDir, 'images/blog/publicado.webp'))).toBe(true);
  });

  it('does nothing when no article is held back', () => {
    expect(removeUnreferencedImages(outDir, [])).toEqual([]);
    expect(existsSync(path.join(outDir, 'images/blog/borrador.webp'))).toBe(true);
  });
});
