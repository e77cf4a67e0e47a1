/** @jest-environment node */
import sharp from 'sharp';
import { renderShareJpeg } from '@/deploy/share-images';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f7a4a' } })
    .png()
    .toBuffer();

describe('renderShareJpeg', () => {
  it('makes a 1200×630 JPEG under 300 KB, cropping other proportions', async () => {
    const jpeg = await renderShareJpeg(await image(1600, 1200), 'public/images/a.png');
    const size = await sharp(jpeg).metadata();
    expect(size).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(jpeg.length).toBeLessThanOrEqual(300 * 1024);
  });

  it('refuses an image smaller than the preview, naming the file', async () => {
    await expect(renderShareJpeg(await image(800, 420), 'public/images/b.png')).rejects.toThrow(
      'public/images/b.png: mide 800×420',
    );
  });

  it('refuses a file that is not an image, naming it', async () => {
    await expect(
      renderShareJpeg(Buffer.from('no soy una imagen'), 'public/c.webp'),
    ).rejects.toThrow('public/c.webp: no es una imagen que se pueda leer');
  });
});
