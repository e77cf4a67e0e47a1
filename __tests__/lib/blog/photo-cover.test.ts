/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadArticles } from '@/lib/blog/articles';
import { buildBlogPostingJsonLd } from '@/lib/seo/json-ld';
import { buildArticleMetadata } from '@/lib/seo/metadata';

const fixtures = path.join(__dirname, '..', '..', 'fixtures');
const publicDir = path.join(fixtures, 'public');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'photo-cover-articles-'));
  mkdirSync(path.join(dir, 'portadas'));
  // Only its existence is checked when loading; the build step reads the pixels.
  writeFileSync(path.join(dir, 'portadas', 'mar.jpg'), 'una foto');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `content/articles/{slug}.md` in the temporary folder with the given cover lines. */
function writeArticle(slug: string, coverLines: string): string {
  writeFileSync(
    path.join(dir, `${slug}.md`),
    `---
id: 1
title: 'Artículo con una foto de portada'
slug: '${slug}'
description: 'Una descripción de prueba suficientemente larga para cumplir con el mínimo de ciento veinte caracteres que exige el esquema del blog.'
keywords: ['prueba', 'blog', 'portada', 'foto']
${coverLines}
publishedDate: '2025-01-10'
category: 'hosting'
---

Texto del artículo.
`,
  );
  return path.relative(process.cwd(), path.join(dir, `${slug}.md`));
}

const load = () => loadArticles({ articlesDir: dir, publicDir, today: '2025-06-01' });

describe('photo covers in the frontmatter', () => {
  it('points the page at the WebP the build makes, keeping the photo and its focal point', () => {
    writeArticle('junto-al-mar', "image: 'portadas/mar.jpg'\nimageFocus: 30% 62.5%");
    const [article] = load();
    expect(article?.image).toBe('/images/portadas/junto-al-mar.webp');
    expect(article?.photoCover).toEqual({
      file: path.join(dir, 'portadas', 'mar.jpg'),
      source: path.relative(process.cwd(), path.join(dir, 'portadas', 'mar.jpg')),
      focus: { x: 30, y: 62.5 },
    });
  });

  it('crops to the centre when no focal point is given', () => {
    writeArticle('junto-al-mar', 'image: portadas/mar.jpg');
    expect(load()[0]?.photoCover?.focus).toEqual({ x: 50, y: 50 });
  });

  it('gives share previews, the feed and JSON-LD the generated images', () => {
    writeArticle('junto-al-mar', 'image: portadas/mar.jpg');
    const [article] = load();
    if (article === undefined) throw new Error('no se cargó el artículo');
    const { openGraph, twitter } = buildArticleMetadata(article);
    expect(openGraph?.images).toEqual([
      expect.objectContaining({ url: '/images/share/portadas/junto-al-mar.jpg', width: 1200 }),
    ]);
    expect(twitter?.images).toEqual(['/images/share/portadas/junto-al-mar.jpg']);
    expect(buildBlogPostingJsonLd(article).image).toMatch(
      /\/images\/portadas\/junto-al-mar\.webp$/,
    );
  });

  it('keeps drawn covers of public/ as they were', () => {
    writeArticle('dibujada', "image: '/images/blog/portada.webp'");
    const [article] = load();
    expect(article?.image).toBe('/images/blog/portada.webp');
    expect(article?.photoCover).toBeUndefined();
    expect(buildArticleMetadata(article!).twitter?.images).toEqual([
      '/images/share/blog/portada.jpg',
    ]);
  });

  it('refuses a photo missing from portadas/, naming the file and the field', () => {
    const file = writeArticle('sin-foto', 'image: portadas/otra.jpg');
    expect(load).toThrow(
      `${file}: image: no existe ${path.relative(process.cwd(), path.join(dir, 'portadas', 'otra.jpg'))}`,
    );
  });

  it.each(['portadas/mar.gif', 'fotos/mar.jpg', 'portadas/mi foto.jpg', '../mar.jpg'])(
    'refuses the photo path %s, naming the file and the field',
    (image) => {
      const file = writeArticle('mal-escrita', `image: '${image}'`);
      expect(load).toThrow(`${file}: image: una foto de portada se escribe "portadas/nombre.jpg"`);
    },
  );

  it.each(['120% 50%', '30%', 'centro', '-10% 20%', '30 60'])(
    'refuses the focal point %s, naming the file and the field',
    (focus) => {
      const file = writeArticle('foco-malo', `image: portadas/mar.jpg\nimageFocus: '${focus}'`);
      expect(load).toThrow(`${file}: imageFocus: debe ser "X% Y%"`);
    },
  );

  it('refuses a focal point written as a number, naming the file and the field', () => {
    const file = writeArticle('foco-numero', 'image: portadas/mar.jpg\nimageFocus: 30');
    expect(load).toThrow(`${file}: imageFocus:`);
  });

  it('refuses a focal point for a cover that is not a photo', () => {
    const file = writeArticle(
      'foco-sin-foto',
      "image: '/images/blog/portada.webp'\nimageFocus: 30% 60%",
    );
    expect(load).toThrow(`${file}: imageFocus: solo se usa con una foto de portada`);
  });
});
