#!/usr/bin/env node
/**
 * Builds the raster images used on the home page from their SVG sources.
 *
 *   design/home/hero.svg              -> public/images/home/hero.webp (1200×960)
 *   design/home/hero-dark.svg         -> public/images/home/hero-dark.webp (the dark scheme's)
 *   design/home/projects/{name}.svg   -> public/images/home/projects/{name}.webp (1200×800)
 *
 * The SVG sources are the editable originals; the WebP files are committed so
 * the site does not need to render SVG at build time. Run after editing a source:
 *
 *   node scripts/build-home-images.mjs
 *
 * Each output has a size budget; the script reports every file and exits with
 * a non-zero code if one goes over budget.
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const designDir = path.join(root, 'design', 'home');
const outDir = path.join(root, 'public', 'images', 'home');

const KB = 1024;

/** @type {{ src: string; out: string; width: number; height: number; budget: number; alpha: boolean }[]} */
const jobs = [
  {
    src: path.join(designDir, 'hero.svg'),
    out: path.join(outDir, 'hero.webp'),
    width: 1200,
    height: 960,
    budget: 90 * KB,
    alpha: true,
  },
  {
    src: path.join(designDir, 'hero-dark.svg'),
    out: path.join(outDir, 'hero-dark.webp'),
    width: 1200,
    height: 960,
    budget: 90 * KB,
    alpha: true,
  },
];

const projectsDir = path.join(designDir, 'projects');
for (const file of (await readdir(projectsDir)).sort()) {
  if (!file.endsWith('.svg')) continue;
  jobs.push({
    src: path.join(projectsDir, file),
    out: path.join(outDir, 'projects', file.replace(/\.svg$/, '.webp')),
    width: 1200,
    height: 800,
    budget: 80 * KB,
    alpha: false,
  });
}

/**
 * Renders an SVG at twice its size and downsamples, which gives smoother
 * edges on thin strokes and small text than rendering at 1×.
 */
async function render(job) {
  const { width: svgWidth } = await sharp(job.src).metadata();
  const density = Math.round((72 * 2 * job.width) / svgWidth);
  let image = sharp(job.src, { density }).resize(job.width, job.height, {
    fit: 'fill',
    kernel: 'lanczos3',
  });
  if (!job.alpha) image = image.flatten({ background: '#ffffff' });

  // Start at a high quality and step down until the file fits its budget.
  for (const quality of [90, 86, 82, 78, 74, 70]) {
    const buffer = await image
      .clone()
      .webp({
        quality,
        alphaQuality: 90,
        effort: 6,
        smartSubsample: true,
      })
      .toBuffer();
    if (buffer.length <= job.budget || quality === 70) {
      return { buffer, quality };
    }
  }
  throw new Error('unreachable');
}

let overBudget = 0;
for (const job of jobs) {
  await mkdir(path.dirname(job.out), { recursive: true });
  const { buffer, quality } = await render(job);
  await writeFile(job.out, buffer);
  const { size } = await stat(job.out);
  const ok = size <= job.budget;
  if (!ok) overBudget++;
  console.log(
    `${ok ? '✓' : '✗'} ${path.relative(root, job.out)}  ${job.width}×${job.height}  q${quality}  ${(size / KB).toFixed(1)} KB (budget ${job.budget / KB} KB)`,
  );
}

if (overBudget > 0) {
  console.error(`${overBudget} image(s) over budget`);
  process.exitCode = 1;
}
