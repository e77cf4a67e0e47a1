// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
/**
 * The brand's share previews, 1200×630: the agency's mark and name over its deep green, set in
 * the brand's typeface, with a page's title (a service, the home) or a page's picture (an
 * article's cover, a case's screenshot) under them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { SHARE_IMAGE } from '../lib/seo/share-image';
import { siteConfig } from '../lib/site/site-config';
import { BRAND_FONT_SOURCE } from './font-subset';
import type { CroppedPixels } from './image-crop';
import { createTypesetter, type TextImage, type Typesetter } from './share-text';

/** What every preview carries: the typeface, the mark (for a dark ground) and the name. */
export type ShareBrand = { typeset: Typesetter; mark: Buffer; name: string };

/** The brand for the previews, from the project at `root`: its font package and its logo. */
export async function loadShareBrand(root: string): Promise<ShareBrand> {
  return {
    typeset: await createTypesetter(path.join(root, BRAND_FONT_SOURCE)),
    mark: readFileSync(path.join(root, 'public/images/brand/logo-footer.svg')),
    name: siteConfig.name,
  };
}

/** The small capitals that say what kind of page a preview is of. */
export const SHARE_LABELS = { article: 'Blog', project: 'Caso de cliente', service: 'Servicio' };

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE;
const MARGIN = 80;
/** The middle of the header's line: the mark, the name and the label. */
const HEADER_MIDDLE = 68;
const COLORS = { text: '#ffffff', label: '#7fdcab', muted: '#c9d8cf', tile: '#e7f5ec' };
/** The title's sizes, largest first: the first that fits in three lines is used. */
const TITLE_SIZES = [76, 68, 60, 52];
const TITLE_LINE_HEIGHT = 1.1;
const MAX_TITLE_LINES = 3;
const ICON_TILE = { size: 208, radius: 44, icon: 128 };
/** Where a picture rises from the bottom edge, under the header. */
const PICTURE = { top: 120, width: WIDTH - 2 * MARGIN, radius: 24 };

const BACKGROUND = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#075c2e"/><stop offset="1" stop-color="#0c1a13"/>
    </linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="1110" cy="90" r="240" fill="#16a34a" fill-opacity="0.22" filter="url(#blur)"/>
  <circle cx="120" cy="640" r="220" fill="#34d399" fill-opacity="0.10" filter="url(#blur)"/>
</svg>`;

/** An image (SVG or raster) drawn at `size`×`size`, sharp whatever its own size. */
async function rasterize(image: Buffer, size: number): Promise<Buffer> {
  const { width = size, height = size, format } = await sharp(image).metadata();
  const density = format === 'svg' ? (72 * size) / Math.max(width, height) : undefined;
  return sharp(image, density === undefined ? {} : { density })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** A transparent PNG with its opacity multiplied by `opacity`. */
async function fade(png: Buffer, opacity: number): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let alpha = 3; alpha < data.length; alpha += 4) data[alpha] = data[alpha]! * opacity;
  return sharp(data, { raw: info }).png().toBuffer();
}

const at = (text: TextImage, left: number, top: number): OverlayOptions => ({
  input: text.input,
  left: Math.round(left),
  top: Math.round(top),
});

/** The header's layers: the mark and the name on the left, `label` (if any) on the right. */
async function renderHeader(brand: ShareBrand, label?: string): Promise<OverlayOptions[]> {
  const markSize = 56;
  const name = await brand.typeset(brand.name, {
    size: 34,
    weight: 800,
    color: COLORS.text,
    letterSpacing: -0.02,
  });
  const layers: OverlayOptions[] = [
    {
      input: await rasterize(brand.mark, markSize),
      left: MARGIN,
      top: HEADER_MIDDLE - markSize / 2,
    },
    at(name, MARGIN + markSize + 14, HEADER_MIDDLE - name.height / 2),
  ];
  if (label !== undefined) {
    const text = await brand.typeset(label.toLocaleUpperCase('es-MX'), {
      size: 22,
      weight: 700,
      color: COLORS.label,
      letterSpacing: 0.08,
    });
    layers.push(at(text, WIDTH - MARGIN - text.width, HEADER_MIDDLE - text.height / 2));
  }
  return layers;
}

/**
 * `title` at the largest size that fits `width` in three lines, its lines balanced: set in the
 * narrowest width that keeps as many lines, so that no line is left with a single short word.
 */
async function fitTitle(brand: ShareBrand, title: string, width: number): Promise<TextImage> {
  const set = (size: number, lineWidth: number | undefined, text = title) =>
    brand.typeset(text, {
      size,
      weight: 800,
      color: COLORS.text,
      letterSpacing: -0.02,
      lineHeight: TITLE_LINE_HEIGHT,
      width: lineWidth,
    });
  // The text comes cut to its ink, so its line count is read from its height against one and two
  // lines of the tallest letters at the same size.
  const probes = new Map<number, Promise<[TextImage, TextImage]>>();
  const lines = async (text: TextImage, size: number) => {
    if (!probes.has(size))
      probes.set(size, Promise.all([set(size, undefined, 'Ág'), set(size, undefined, 'Ág\nÁg')]));
    const [one, two] = await probes.get(size)!;
    return Math.round((text.height - one.height) / (two.height - one.height)) + 1;
  };
  let size = TITLE_SIZES[0]!;
  let text = await set(size, width);
  for (const smaller of TITLE_SIZES.slice(1)) {
    if ((await lines(text, size)) <= MAX_TITLE_LINES) break;
    size = smaller;
    text = await set(size, width);
  }
  if (text.width > width) throw new Error(`«${title}» no cabe en la vista previa para redes`);
  const count = await lines(text, size);
  let [narrow, wide] = [Math.round(width / 2), width];
  let balanced = text;
  while (wide - narrow > 8) {
    const middle = Math.round((narrow + wide) / 2);
    const candidate = await set(size, middle);
    if ((await lines(candidate, size)) === count && candidate.width <= middle) {
      wide = middle;
      balanced = candidate;
    } else narrow = middle;
  }
  return balanced;
}

export type TitleCard = {
  /** The small capitals over the card, on the right: what kind of page it is. */
  label?: string;
  title: string;
  /** The page's address, at the bottom. */
  footer: string;
  /** The page's icon, on a light tile on the right. */
  icon?: Buffer;
};

/** A card with a page's title (and its icon), as a PNG. */
export async function renderTitleCard(brand: ShareBrand, card: TitleCard): Promise<Buffer> {
  const iconLeft = WIDTH - MARGIN - ICON_TILE.size;
  const title = await fitTitle(
    brand,
    card.title,
    // Without an icon, the room of the mark's faint echo is left free too.
    card.icon === undefined ? WIDTH - 2 * MARGIN - 180 : iconLeft - MARGIN - 56,
  );
  const footer = await brand.typeset(card.footer, { size: 26, weight: 500, color: COLORS.muted });
  // The title sits in the middle of the space between the header and the address.
  const middle = (136 + (HEIGHT - 94)) / 2;
  const layers = [
    ...(await renderHeader(brand, card.label)),
    at(title, MARGIN, middle - title.height / 2),
    at(footer, MARGIN, HEIGHT - 70 - footer.height),
  ];
  if (card.icon !== undefined) {
    const tileTop = Math.round(middle - ICON_TILE.size / 2);
    const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_TILE.size}" height="${ICON_TILE.size}">
      <rect width="100%" height="100%" rx="${ICON_TILE.radius}" fill="${COLORS.tile}"/></svg>`;
    const inset = (ICON_TILE.size - ICON_TILE.icon) / 2;
    layers.push(
      { input: Buffer.from(tile), left: iconLeft, top: tileTop },
      {
        input: await rasterize(card.icon, ICON_TILE.icon),
        left: iconLeft + inset,
        top: tileTop + inset,
      },
    );
  } else {
    // Without an icon, the mark itself, large and faint, fills the right side.
    const echo = await rasterize(brand.mark, 420);
    layers.unshift({ input: await fade(echo, 0.1), left: WIDTH - 380, top: 110 });
  }
  return sharp(Buffer.from(BACKGROUND)).composite(layers).png().toBuffer();
}

/**
 * A card with a page's picture (already cropped to the preview's proportions) rising from the
 * bottom edge under the header, its top corners rounded: the picture whole but for a strip at
 * the bottom, and the agency's mark beside it rather than over it.
 */
export async function renderPictureCard(
  brand: ShareBrand,
  picture: CroppedPixels,
  label: string,
): Promise<Buffer> {
  const width = PICTURE.width;
  const shown = HEIGHT - PICTURE.top;
  // Rounded at the top only: the mask's lower corners fall outside the picture.
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${shown}">
    <rect width="${width}" height="${shown + PICTURE.radius}" rx="${PICTURE.radius}"/></svg>`;
  const framed = await sharp(picture.data, { raw: picture.info })
    .resize(width, Math.round((width * HEIGHT) / WIDTH))
    .extract({ left: 0, top: 0, width, height: shown })
    .ensureAlpha()
    .composite([{ input: Buffer.from(mask), blend: 'dest-in' }])
    .png()
    .toBuffer();
  const shadow = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter>
    <rect x="${MARGIN}" y="${PICTURE.top + 14}" width="${width}" height="${shown}" rx="${PICTURE.radius}" fill="#000" fill-opacity="0.5" filter="url(#s)"/></svg>`;
  const edge = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect x="${MARGIN + 0.5}" y="${PICTURE.top + 0.5}" width="${width - 1}" height="${shown + PICTURE.radius}" rx="${PICTURE.radius}" fill="none" stroke="#ffffff" stroke-opacity="0.18"/></svg>`;
  return sharp(Buffer.from(BACKGROUND))
    .composite([
      { input: Buffer.from(shadow), left: 0, top: 0 },
      { input: framed, left: MARGIN, top: PICTURE.top },
      { input: Buffer.from(edge), left: 0, top: 0 },
      ...(await renderHeader(brand, label)),
    ])
    .png()
    .toBuffer();
}
