// Before `next build` (and `next dev`): makes the images the pages take from their sources, in
// git-ignored folders of public/ (the export copies them to out/): the 1200×630 WebP cover of
// each article whose cover is a photo (public/images/portadas/), the JPEG share preview of every
// local image a page uses as its Open Graph image (public/images/share/), and the 640 and 960 px
// copies of every WebP that phones download instead of the full width (public/images/anchos/).
// Fails naming the file when an image is missing, unreadable or too small.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getPhotoCoverFolders, writePhotoCover } from '../deploy/photo-covers';
import { writeResponsiveImages } from '../deploy/responsive-images';
import { renderServiceShareCard } from '../deploy/service-share-card';
import { renderShareJpeg } from '../deploy/share-images';
import { loadArticles } from '../lib/blog/articles';
import { loadCatalog } from '../lib/catalog/catalog';
import {
  DEFAULT_SHARE_SOURCE,
  getServiceShareImagePath,
  getShareImagePath,
  isLocalImage,
} from '../lib/seo/share-image';
import { RESPONSIVE_IMAGES_DIR, RESPONSIVE_WIDTHS } from '../lib/site/responsive-images';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

async function main(): Promise<void> {
  const articles = loadArticles();
  // Made anew each time, so a removed article or photo leaves no file behind to export.
  for (const folder of getPhotoCoverFolders(publicDir))
    rmSync(folder, { recursive: true, force: true });
  let photos = 0;
  for (const article of articles) {
    if (article.photoCover === undefined) continue;
    await writePhotoCover({ ...article, photoCover: article.photoCover }, publicDir);
    photos += 1;
  }

  // Each other local preview source with the file that asks for it, for error messages.
  const sources = new Map([[DEFAULT_SHARE_SOURCE, 'lib/seo/share-image.ts']]);
  for (const article of articles)
    if (article.photoCover === undefined && isLocalImage(article.image))
      sources.set(article.image, article.sourceFile);
  const { services, projects } = loadCatalog();
  for (const project of projects) sources.set(project.image, project.sourceFile);
  for (const [src, askedBy] of sources) {
    const input = path.join(publicDir, src);
    const output = path.join(publicDir, getShareImagePath(src));
    if (!existsSync(input)) throw new Error(`${askedBy}: la imagen ${src} no existe en public/`);
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, await renderShareJpeg(readFileSync(input), `public${src}`));
  }
  for (const service of services) {
    const output = path.join(publicDir, getServiceShareImagePath(service));
    mkdirSync(path.dirname(output), { recursive: true });
    const icon = readFileSync(path.join(publicDir, service.icon));
    writeFileSync(output, await renderServiceShareCard(service, icon, service.sourceFile));
  }
  // After the photo covers, which get their copies too.
  const resized = await writeResponsiveImages(publicDir);
  console.log(
    `Portadas hechas de fotos: ${photos} en public/images/portadas/; ` +
      `vistas previas JPEG para redes: ${sources.size + photos + services.length} en public/images/share/; ` +
      `copias de ${RESPONSIVE_WIDTHS.join(' y ')} px de ${resized} imágenes en public${RESPONSIVE_IMAGES_DIR}/`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
