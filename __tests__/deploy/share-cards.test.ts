/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderServiceShareCard } from '@/deploy/service-share-card';
import {
  loadShareBrand,
  renderPictureCard,
  renderTitleCard,
  SHARE_LABELS,
  type ShareBrand,
} from '@/deploy/share-cards';
import { renderPictureShareJpeg, renderSiteShareJpeg } from '@/deploy/share-images';
import { createTypesetter } from '@/deploy/share-text';
import { cropAroundFocus } from '@/deploy/image-crop';

const root = path.resolve(__dirname, '../..');
const icon = readFileSync(path.join(root, 'public/images/home/services/diseno-web.svg'));
const RED = { r: 220, g: 20, b: 20 };

type Pixels = { data: Buffer; width: number };

async function readPixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

function colourAt({ data, width }: Pixels, x: number, y: number) {
  const index = (y * width + x) * 3;
  return { r: data[index]!, g: data[index + 1]!, b: data[index + 2]! };
}

/** How many pixels of a rectangle are near white: text or the mark's light strokes. */
function countLight(pixels: Pixels, left: number, top: number, width: number, height: number) {
  let light = 0;
  for (let y = top; y < top + height; y += 1)
    for (let x = left; x < left + width; x += 1) {
      const { r, g, b } = colourAt(pixels, x, y);
      if (r > 200 && g > 200 && b > 200) light += 1;
    }
  return light;
}

let brand: ShareBrand;
beforeAll(async () => {
  brand = await loadShareBrand(root);
});

describe('createTypesetter', () => {
  it('sets text in the brand font, not in the system’s', async () => {
    const style = { size: 40, weight: 700, color: '#000000' } as const;
    const words = 'Diseño de páginas web';
    const set = await brand.typeset(words, style);
    const system = await sharp({ text: { text: words, font: 'DejaVu Sans Bold 40', dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    expect(set.width).toBeGreaterThan(0);
    expect(set.width).not.toBe(system.info.width);
  });

  it('wraps between words at the width it is given', async () => {
    const style = { size: 40, weight: 800, color: '#ffffff' } as const;
    const oneLine = await brand.typeset('Diseño de páginas web', style);
    const wrapped = await brand.typeset('Diseño de páginas web', { ...style, width: 260 });
    expect(wrapped.width).toBeLessThanOrEqual(260);
    expect(wrapped.height).toBeGreaterThan(oneLine.height * 1.5);
  });

  it('refuses a font file it cannot read, naming it', async () => {
    await expect(createTypesetter(path.join(root, 'package.json'))).rejects.toThrow(
      `${path.join(root, 'package.json')}: no se puede leer la fuente de la marca`,
    );
  });
});

describe('renderTitleCard', () => {
  it('draws the mark and the name at the top left, the title, and the icon on its tile', async () => {
    const card = await readPixels(
      await renderTitleCard(brand, {
        label: SHARE_LABELS.service,
        title: 'Diseño de páginas web',
        footer: 'codigoverde.mx/servicios/diseno-paginas-web',
        icon,
      }),
    );
    // Mark and name: light strokes and letters in the header's band, none under its right half.
    expect(countLight(card, 80, 40, 300, 56)).toBeGreaterThan(500);
    // The title's white letters on the left, in the middle of the card.
    expect(countLight(card, 80, 200, 700, 250)).toBeGreaterThan(5000);
    // The icon's light tile (#e7f5ec) on the right.
    const tile = colourAt(card, 925, 330);
    expect(
      Math.max(Math.abs(tile.r - 231), Math.abs(tile.g - 245), Math.abs(tile.b - 236)),
    ).toBeLessThan(4);
    // Nothing between the title and the tile.
    expect(countLight(card, 870, 150, 30, 380)).toBe(0);
  });

  it('makes a long title smaller and keeps it clear of the icon', async () => {
    const card = await readPixels(
      await renderTitleCard(brand, {
        title: 'Desarrollo de aplicaciones web a la medida para empresas de todo México',
        footer: 'codigoverde.mx',
        icon,
      }),
    );
    expect(countLight(card, 80, 150, 700, 380)).toBeGreaterThan(5000);
    expect(countLight(card, 870, 150, 30, 380)).toBe(0);
  });

  it('refuses a title with a word too long for the card, naming it', async () => {
    await expect(
      renderTitleCard(brand, { title: 'Supercalifragilísticoexpialidoso'.repeat(2), footer: 'x' }),
    ).rejects.toThrow('no cabe en la vista previa para redes');
  });
});

describe('renderPictureCard', () => {
  it('shows the picture under the header, its mark beside it and not over it', async () => {
    const picture = await sharp({
      create: { width: 1200, height: 630, channels: 3, background: RED },
    })
      .png()
      .toBuffer();
    const pixels = await cropAroundFocus(picture, 'roja.png', { width: 1200, height: 630 }, 'x');
    const card = await readPixels(await renderPictureCard(brand, pixels, SHARE_LABELS.project));
    expect(colourAt(card, 600, 400)).toEqual(expect.objectContaining(RED));
    expect(colourAt(card, 600, 620)).toEqual(expect.objectContaining(RED));
    // The header above the picture carries the mark and the name, on the green.
    expect(countLight(card, 80, 40, 300, 56)).toBeGreaterThan(500);
    expect(colourAt(card, 600, 60).r).toBeLessThan(60);
    expect(colourAt(card, 40, 400).r).toBeLessThan(60);
  });
});

describe('the share JPEGs', () => {
  const isPreview = async (jpeg: Buffer) => {
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(jpeg.length).toBeLessThanOrEqual(300 * 1024);
  };

  it('makes the site’s, a service’s and a picture’s preview at 1200×630 under 300 KB', async () => {
    await isPreview(await renderSiteShareJpeg(brand, 'lib/seo/share-image.ts'));
    await isPreview(
      await renderServiceShareCard(
        brand,
        { title: 'Diseño de páginas web', slug: 'diseno-paginas-web' },
        icon,
        'content/servicios/diseno-paginas-web.md',
      ),
    );
    const cover = readFileSync(path.join(root, 'public/images/blog/cache-navegador.webp'));
    await isPreview(
      await renderPictureShareJpeg(brand, cover, 'cache-navegador.webp', SHARE_LABELS.article),
    );
  });

  it('refuses a picture smaller than the preview, naming it', async () => {
    const small = await sharp({ create: { width: 800, height: 420, channels: 3, background: RED } })
      .png()
      .toBuffer();
    await expect(
      renderPictureShareJpeg(brand, small, 'public/images/b.png', SHARE_LABELS.article),
    ).rejects.toThrow('public/images/b.png: mide 800×420');
  });
});
