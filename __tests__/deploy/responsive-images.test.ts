/** @jest-environment node */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { writeResponsiveImages } from '@/deploy/responsive-images';
import { createTempDirPerTest } from '../fixtures/temp-dir';

describe('writeResponsiveImages', () => {
  const publicDir = createTempDirPerTest('responsive-images');
  const file = (src: string) => path.join(publicDir(), src);
  const put = (src: string, content: Buffer | string) => {
    mkdirSync(path.dirname(file(src)), { recursive: true });
    writeFileSync(file(src), content);
  };
  const webp = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0b7a3e' } })
      .webp()
      .toBuffer();
  const widthOf = async (src: string) => (await sharp(file(src)).metadata()).width;

  it('writes a 640 and a 960 px copy of each WebP, keeping its proportions', async () => {
    put('/images/blog/seo.webp', await webp(1200, 630));
    put('/images/portadas/mar.webp', await webp(1200, 630));

    expect(await writeResponsiveImages(publicDir())).toBe(2);
    expect(await widthOf('/images/anchos/640/blog/seo.webp')).toBe(640);
    expect(await widthOf('/images/anchos/960/blog/seo.webp')).toBe(960);
    expect((await sharp(file('/images/anchos/640/blog/seo.webp')).metadata()).height).toBe(336);
    expect(await widthOf('/images/anchos/640/portadas/mar.webp')).toBe(640);
  });

  it('never enlarges a narrow image, so every copy a srcset may name exists', async () => {
    put('/images/blog/estrecha.webp', await webp(800, 420));
    await writeResponsiveImages(publicDir());
    expect(await widthOf('/images/anchos/640/blog/estrecha.webp')).toBe(640);
    expect(await widthOf('/images/anchos/960/blog/estrecha.webp')).toBe(800);
  });

  it('leaves drawings and share previews alone and removes the copies of a deleted image', async () => {
    put('/images/brand/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    put('/images/share/blog/seo.webp', await webp(1200, 630));
    put('/images/anchos/640/blog/borrada.webp', await webp(640, 336));

    expect(await writeResponsiveImages(publicDir())).toBe(0);
    expect(existsSync(file('/images/anchos/640/brand/logo.svg'))).toBe(false);
    expect(existsSync(file('/images/anchos/640/share/blog/seo.webp'))).toBe(false);
    expect(existsSync(file('/images/anchos/640/blog/borrada.webp'))).toBe(false);
  });

  it('fails naming the file when an image cannot be read', async () => {
    put('/images/blog/rota.webp', 'no es una imagen');
    await expect(writeResponsiveImages(publicDir())).rejects.toThrow(
      'public/images/blog/rota.webp: no se puede leer la imagen',
    );
  });
});
