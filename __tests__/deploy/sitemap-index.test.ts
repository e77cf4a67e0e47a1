/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { splitSitemap, writeSplitSitemap } from '@/deploy/sitemap-index';

const SITE = 'https://codigoverde.mx';

/** A sitemap as Next writes it, with `count` articles. */
function generatedSitemap(count: number): string {
  const entries = Array.from(
    { length: count },
    (_, index) =>
      `<url>\n<loc>${SITE}/articulo-${index + 1}</loc>\n<lastmod>2026-01-01</lastmod>\n</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('splitSitemap', () => {
  it('leaves a sitemap of up to 50,000 URLs as one file', () => {
    expect(splitSitemap(generatedSitemap(50_000), SITE)).toBeNull();
  });

  it('turns 120,001 URLs into an index of three files of at most 50,000, each URL once and in order', () => {
    const xml = generatedSitemap(120_001);
    const files = splitSitemap(xml, SITE)!;
    expect([...files.keys()]).toEqual([
      'sitemaps/1.xml',
      'sitemaps/2.xml',
      'sitemaps/3.xml',
      'sitemap.xml',
    ]);
    const index = files.get('sitemap.xml')!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(index)).toEqual([
      `${SITE}/sitemaps/1.xml`,
      `${SITE}/sitemaps/2.xml`,
      `${SITE}/sitemaps/3.xml`,
    ]);
    const parts = ['sitemaps/1.xml', 'sitemaps/2.xml', 'sitemaps/3.xml'].map((f) => files.get(f)!);
    expect(parts.map((part) => locations(part).length)).toEqual([50_000, 50_000, 20_001]);
    expect(parts.flatMap(locations)).toEqual(locations(xml));
    for (const part of parts) {
      expect(part).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(part).toContain('<lastmod>2026-01-01</lastmod>');
    }
  });

  it('also splits by size, below 50 MB a file', () => {
    const files = splitSitemap(generatedSitemap(1_000), SITE, { urls: 50_000, bytes: 30_000 })!;
    const parts = [...files].filter(([file]) => file !== 'sitemap.xml');
    expect(parts.length).toBeGreaterThan(1);
    for (const [, part] of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(30_000);
    expect(parts.flatMap(([, part]) => locations(part))).toHaveLength(1_000);
  });
});

describe('writeSplitSitemap', () => {
  it('writes the parts and the index into out/, or nothing when one file is enough', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    try {
      writeFileSync(path.join(outDir, 'sitemap.xml'), generatedSitemap(10));
      expect(writeSplitSitemap(outDir, SITE)).toEqual([]);
      writeFileSync(path.join(outDir, 'sitemap.xml'), generatedSitemap(60_000));
      expect(writeSplitSitemap(outDir, SITE)).toHaveLength(3);
      expect(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('<sitemapindex');
      expect(locations(readFileSync(path.join(outDir, 'sitemaps/2.xml'), 'utf8'))).toHaveLength(
        10_000,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
