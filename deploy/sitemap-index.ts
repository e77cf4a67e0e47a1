// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The sitemap protocol's limits for one file: 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/** Where the parts of a split sitemap go, under out/: `/sitemaps/1.xml`, `/sitemaps/2.xml`… */
export const SITEMAP_PARTS_DIR = 'sitemaps';

const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';

function urlset(entries: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${URLSET_OPEN}\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * The sitemap split for the protocol's limits, as files relative to out/: `null` when `xml` fits
 * in one file; otherwise `sitemap.xml` becomes a sitemap index of `sitemaps/N.xml`, each with at
 * most `limits.urls` entries and `limits.bytes` bytes, every entry kept once and in order.
 */
export function splitSitemap(
  xml: string,
  siteUrl: string,
  limits = SITEMAP_LIMITS,
): Map<string, string> | null {
  const entries = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
  if (entries.length <= limits.urls && Buffer.byteLength(xml) <= limits.bytes) return null;
  const parts: string[][] = [[]];
  let bytes = Buffer.byteLength(urlset([]));
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1;
    const current = parts.at(-1)!;
    if (current.length === limits.urls || bytes + size > limits.bytes) {
      parts.push([entry]);
      bytes = Buffer.byteLength(urlset([])) + size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  const files = new Map<string, string>();
  const locations = parts.map((part, index) => {
    const file = `${SITEMAP_PARTS_DIR}/${index + 1}.xml`;
    files.set(file, urlset(part));
    return `<sitemap>\n<loc>${new URL(`/${file}`, siteUrl)}</loc>\n</sitemap>`;
  });
  files.set(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locations.join('\n')}\n</sitemapindex>\n`,
  );
  return files;
}

/** Splits out/sitemap.xml when it passes the protocol's limits; returns the files written. */
export function writeSplitSitemap(outDir: string, siteUrl: string): string[] {
  const files = splitSitemap(readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8'), siteUrl);
  if (!files) return [];
  mkdirSync(path.join(outDir, SITEMAP_PARTS_DIR), { recursive: true });
  for (const [file, content] of files) writeFileSync(path.join(outDir, file), content);
  return [...files.keys()];
}
