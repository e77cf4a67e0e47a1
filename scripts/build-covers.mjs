// Converts every blog cover SVG in design/blog-covers/ into
// public/images/blog/{slug}.webp (1200×630).
// Usage: node scripts/build-covers.mjs
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'design', 'blog-covers');
const outDir = path.join(root, 'public', 'images', 'blog');

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 70 * 1024;

await mkdir(outDir, { recursive: true });

const files = (await readdir(srcDir)).filter((f) => f.endsWith('.svg')).sort();
if (files.length === 0) {
  console.error(`No SVG files found in ${srcDir}`);
  process.exit(1);
}

let oversized = 0;
for (const file of files) {
  const slug = path.basename(file, '.svg');
  const svg = await readFile(path.join(srcDir, file));
  const out = path.join(outDir, `${slug}.webp`);

  await sharp(svg, { density: 72 })
    .resize(WIDTH, HEIGHT, { fit: 'cover' })
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toFile(out);

  const { size } = await stat(out);
  const kb = (size / 1024).toFixed(1);
  if (size > MAX_BYTES) {
    oversized += 1;
    console.warn(`! ${slug}.webp ${kb} KB (over ${MAX_BYTES / 1024} KB)`);
  } else {
    console.log(`✓ ${slug}.webp ${kb} KB`);
  }
}

if (oversized > 0) process.exitCode = 1;
