// Before `next build` (and `next dev`): makes the JPEG share preview of every local image a page
// uses as its Open Graph image (each article's cover and the site's default image), in
// public/images/share/ (git-ignored; the export copies it to out/). Fails naming the file when an
// image is missing, unreadable or too small.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderShareJpeg } from '../deploy/share-images';
import { loadArticles } from '../lib/blog/articles';
import { DEFAULT_SHARE_SOURCE, getShareImagePath, isLocalImage } from '../lib/seo/share-image';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

/** Each local preview source with the file that asks for it, for error messages. */
function collectSources(): Map<string, string> {
  const sources = new Map([[DEFAULT_SHARE_SOURCE, 'lib/seo/share-image.ts']]);
  for (const article of loadArticles())
    if (isLocalImage(article.image)) sources.set(article.image, article.sourceFile);
  return sources;
}

async function main(): Promise<void> {
  const sources = collectSources();
  for (const [src, askedBy] of sources) {
    const input = path.join(publicDir, src);
    const output = path.join(publicDir, getShareImagePath(src));
    if (!existsSync(input)) throw new Error(`${askedBy}: la imagen ${src} no existe en public/`);
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, await renderShareJpeg(readFileSync(input), `public${src}`));
  }
  console.log(`Vistas previas JPEG para redes: ${sources.size} en public/images/share/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
