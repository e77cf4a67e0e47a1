/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { getFocusCrop } from '@/deploy/image-crop';
import { getPhotoCoverFolders, renderCoverWebp, writePhotoCover } from '@/deploy/photo-covers';
import { loadShareBrand, type ShareBrand } from '@/deploy/share-cards';
import { renderShareJpeg } from '@/deploy/share-images';
import { CENTRE, type FocalPoint } from '@/lib/blog/photo-cover';

const GREY = '#808080';
const RED = { r: 220, g: 20, b: 20 };

/** A flat grey photo with a red square of `corner` pixels in its top-left corner. */
function photoWithRedCorner(width: number, height: number, corner: number) {
  const square = sharp({ create: { width: corner, height: corner, channels: 3, background: RED } })
    .png()
    .toBuffer();
  return square.then((input) =>
    sharp({ create: { width, height, channels: 3, background: GREY } })
      .composite([{ input, left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .toBuffer(),
  );
}

async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

const isRed = ({ r, g, b }: { r: number; g: number; b: number }) => r > 180 && g < 70 && b < 70;

// Encoding at several qualities is slow on a busy machine.
jest.setTimeout(30_000);

describe('getFocusCrop', () => {
  const target = { width: 1200, height: 630 };

  it('scales a tall photo to the cover width and centres the window by default', () => {
    expect(getFocusCrop({ width: 2400, height: 1600 }, target, CENTRE)).toEqual({
      resize: { width: 1200, height: 800 },
      extract: { left: 0, top: 85, width: 1200, height: 630 },
    });
  });

  it('puts the focal point in the middle of the window when the edges allow it', () => {
    const crop = getFocusCrop({ width: 4000, height: 1260 }, target, { x: 40, y: 50 });
    // 4000×1260 → 2000×630; the point at 800 px is centred by starting the window at 200.
    expect(crop.extract).toMatchObject({ left: 200, top: 0 });
  });

  it('keeps the window inside the photo for points near an edge', () => {
    expect(getFocusCrop({ width: 2400, height: 1600 }, target, { x: 0, y: 0 }).extract.top).toBe(0);
    expect(
      getFocusCrop({ width: 2400, height: 1600 }, target, { x: 100, y: 100 }).extract.top,
    ).toBe(170);
    expect(getFocusCrop({ width: 4000, height: 1260 }, target, { x: 95, y: 0 }).extract.left).toBe(
      800,
    );
  });
});

describe('renderCoverWebp', () => {
  it.each([
    ['JPEG', 2000, 1500, (image: Sharp) => image.jpeg()],
    ['PNG', 1300, 1700, (image: Sharp) => image.png()],
  ])('makes a 1200×630 WebP and a share JPEG from a %s of %i×%i', async (_, width, height, as) => {
    const photo = await as(sharp(await photoWithRedCorner(width, height, 300))).toBuffer();
    const webp = await renderCoverWebp(photo, 'portadas/foto');
    expect(await sharp(webp).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 630,
    });
    expect(webp.length).toBeLessThanOrEqual(100 * 1024);
    const jpeg = await renderShareJpeg(photo, 'portadas/foto');
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('lowers the quality of a detailed photo until the WebP is under 100 KB', async () => {
    const photo = await sharp({
      create: {
        width: 1200,
        height: 630,
        channels: 3,
        background: GREY,
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .blur(1)
      .png()
      .toBuffer();
    const firstTry = await sharp(photo).webp({ quality: 82 }).toBuffer();
    expect(firstTry.length).toBeGreaterThan(100 * 1024);
    const webp = await renderCoverWebp(photo, 'portadas/detalle.png');
    expect(webp.length).toBeLessThanOrEqual(100 * 1024);
  });

  it('turns a photo upright as its EXIF orientation says before cropping it', async () => {
    // Stored 700×1300 with a red band at the top; EXIF orientation 6 shows it turned a quarter
    // clockwise: 1300×700, large enough for a cover, with the band on the right.
    const band = await sharp({ create: { width: 700, height: 350, channels: 3, background: RED } })
      .png()
      .toBuffer();
    const photo = await sharp({
      create: { width: 700, height: 1300, channels: 3, background: GREY },
    })
      .composite([{ input: band, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const webp = await renderCoverWebp(photo, 'portadas/girada.jpg');
    expect(await sharp(webp).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(isRed(await colourAt(webp, 1150, 315))).toBe(true);
    expect(isRed(await colourAt(webp, 100, 100))).toBe(false);
  });

  it('refuses a JPEG cut short, naming the file', async () => {
    const photo = await photoWithRedCorner(2000, 1500, 400);
    await expect(
      renderCoverWebp(photo.subarray(0, photo.length / 2), 'portadas/cortada.jpg'),
    ).rejects.toThrow('portadas/cortada.jpg: no es una imagen que se pueda leer');
  });
});

describe('writePhotoCover', () => {
  let dir: string;
  let publicDir: string;
  let brand: ShareBrand;
  beforeAll(async () => {
    brand = await loadShareBrand(path.resolve(__dirname, '../..'));
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'photo-covers-'));
    publicDir = path.join(dir, 'public');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function write(photo: Buffer, focus: FocalPoint = CENTRE) {
    const file = path.join(dir, 'mar.jpg');
    writeFileSync(file, photo);
    await writePhotoCover(
      {
        image: '/images/portadas/mar.webp',
        sourceFile: 'content/articles/mar.md',
        photoCover: { file, source: 'content/articles/portadas/mar.jpg', focus },
      },
      publicDir,
      brand,
    );
    return {
      webp: readFileSync(path.join(publicDir, 'images/portadas/mar.webp')),
      jpeg: readFileSync(path.join(publicDir, 'images/share/portadas/mar.jpg')),
    };
  }

  it('writes the page WebP and the share JPEG where the article points', async () => {
    const { webp, jpeg } = await write(await photoWithRedCorner(2400, 2400, 600));
    expect(await sharp(webp).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 630,
    });
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect(getPhotoCoverFolders(publicDir)).toEqual([
      path.join(publicDir, 'images/portadas'),
      path.join(publicDir, 'images/share/portadas'),
    ]);
  });

  // The share JPEG shows the cropped photo under the brand's header, from (80, 120) at 1040 px
  // wide: the crop's top-left 300×300 pixels fall about (80–340, 120–380) there.
  it('crops a tall photo around the focal point instead of the centre', async () => {
    // 2400×2400 → 1200×1200: the red corner becomes the top-left 300×300 pixels.
    const photo = await photoWithRedCorner(2400, 2400, 600);
    const centred = await write(photo);
    expect(isRed(await colourAt(centred.webp, 100, 100))).toBe(false);
    const topLeft = await write(photo, { x: 0, y: 0 });
    expect(isRed(await colourAt(topLeft.webp, 100, 100))).toBe(true);
    expect(isRed(await colourAt(topLeft.jpeg, 200, 250))).toBe(true);
    expect(isRed(await colourAt(topLeft.webp, 100, 400))).toBe(false);
  });

  it('crops a wide photo around the focal point instead of the centre', async () => {
    // 4000×1260 → 2000×630: the red corner becomes the top-left 300×300 pixels.
    const photo = await photoWithRedCorner(4000, 1260, 600);
    const centred = await write(photo);
    expect(isRed(await colourAt(centred.jpeg, 200, 250))).toBe(false);
    const left = await write(photo, { x: 10, y: 50 });
    expect(isRed(await colourAt(left.webp, 100, 100))).toBe(true);
    expect(isRed(await colourAt(left.jpeg, 200, 250))).toBe(true);
  });

  it('refuses a photo under 1200×630, naming the article, the field and the photo', async () => {
    await expect(write(await photoWithRedCorner(1199, 900, 100))).rejects.toThrow(
      'content/articles/mar.md: image: content/articles/portadas/mar.jpg: mide 1199×900; ' +
        'una portada necesita al menos 1200×630',
    );
    expect(existsSync(path.join(publicDir, 'images/portadas/mar.webp'))).toBe(false);
  });

  it('refuses a file that is not an image, naming the article, the field and the photo', async () => {
    await expect(write(Buffer.from('esto no es una foto'))).rejects.toThrow(
      'content/articles/mar.md: image: content/articles/portadas/mar.jpg: no es una imagen que se pueda leer',
    );
  });
});
