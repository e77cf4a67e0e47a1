// Renders the brand raster assets from their SVG sources:
//   app/icon.svg          -> public/images/brand/icon-192.png, icon-512.png, app/apple-icon.png
//   design/og-default.svg -> public/images/brand/og-default.webp (1200×630)
// Usage: node scripts/build-icons.mjs
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brandDir = path.join(root, 'public', 'images', 'brand');
const BRAND_GREEN = '#0b7a3e';

await mkdir(brandDir, { recursive: true });

const iconSvg = await readFile(path.join(root, 'app', 'icon.svg'));
const ogSvg = await readFile(path.join(root, 'design', 'og-default.svg'));

// Rasterise the 64×64 favicon at a density that yields crisp output for the target size.
const renderIcon = (size) =>
  sharp(iconSvg, { density: Math.ceil((72 * size) / 64) }).resize(size, size, { fit: 'contain' });

const outputs = [
  {
    file: path.join(brandDir, 'icon-192.png'),
    run: (out) => renderIcon(192).png({ compressionLevel: 9 }).toFile(out),
  },
  {
    file: path.join(brandDir, 'icon-512.png'),
    run: (out) => renderIcon(512).png({ compressionLevel: 9 }).toFile(out),
  },
  {
    // iOS applies its own mask and fills transparency with black, so make it full-bleed.
    file: path.join(root, 'app', 'apple-icon.png'),
    run: (out) =>
      renderIcon(180).flatten({ background: BRAND_GREEN }).png({ compressionLevel: 9 }).toFile(out),
  },
  {
    file: path.join(brandDir, 'og-default.webp'),
    run: (out) =>
      sharp(ogSvg, { density: 72 })
        .resize(1200, 630, { fit: 'cover' })
        .webp({ quality: 82, effort: 6, smartSubsample: true })
        .toFile(out),
  },
];

for (const { file, run } of outputs) {
  const info = await run(file);
  const { size } = await stat(file);
  console.log(
    `✓ ${path.relative(root, file)} ${info.width}×${info.height} ${(size / 1024).toFixed(1)} KB`,
  );
}
