// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
import sharp from 'sharp';
import { SHARE_IMAGE } from '../lib/seo/share-image';
import { siteConfig } from '../lib/site/site-config';
import { renderShareJpeg } from './share-images';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Splits a title into lines of at most `width` characters, breaking between words. */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The share preview of a service page: its icon and title, white on the brand's deep green, with
 * the agency's name and the page's address. A 1200×630 JPEG, like every other preview.
 */
export async function renderServiceShareCard(
  service: { title: string; slug: string },
  icon: Buffer,
  source: string,
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const lines = wrapTitle(service.title, 22);
  const fontSize = lines.length > 2 ? 60 : 72;
  const titleTop = 330 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const host = new URL(siteConfig.url).host;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#075c2e"/><stop offset="1" stop-color="#0c1a13"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="1080" cy="110" r="260" fill="#16a34a" fill-opacity="0.18"/>
  <rect x="80" y="80" width="136" height="136" rx="28" fill="#e7f5ec"/>
  <image x="104" y="104" width="88" height="88" href="data:image/svg+xml;base64,${icon.toString('base64')}"/>
  ${lines
    .map(
      (line, index) =>
        `<text x="80" y="${titleTop + index * fontSize * 1.15 + fontSize}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="80" y="560" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="#c9d8cf">${escapeXml(`${siteConfig.name} · Servicios · ${host}/servicios`)}</text>
</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return renderShareJpeg(png, source);
}
