/** @jest-environment node */
import sharp from 'sharp';
import { readImageWidth } from '@/lib/review/image-size';

const image = (width: number, alpha = false) =>
  sharp({
    create: {
      width,
      height: 7,
      channels: alpha ? 4 : 3,
      background: { r: 11, g: 122, b: 62, alpha: alpha ? 0.5 : 1 },
    },
  });

describe('readImageWidth', () => {
  it.each([
    ['PNG', () => image(2345).png().toBuffer()],
    ['JPEG', () => image(2101).jpeg().withMetadata({ orientation: 1 }).toBuffer()],
    ['lossy WebP', () => image(1200).webp({ quality: 80 }).toBuffer()],
    ['lossless WebP', () => image(2001).webp({ lossless: true }).toBuffer()],
    ['WebP with transparency', () => image(1999, true).webp({ quality: 80 }).toBuffer()],
  ])('reads the width of a %s from its header, as sharp does', async (_format, make) => {
    const bytes = await make();
    expect(readImageWidth(bytes)).toBe((await sharp(bytes).metadata()).width);
  });

  it('knows nothing of another format or a broken file', async () => {
    expect(readImageWidth(Buffer.from('<svg width="3000"></svg>'))).toBeUndefined();
    expect(readImageWidth((await image(50).png().toBuffer()).subarray(0, 10))).toBeUndefined();
  });
});
