// Before `next build` (and `next dev`): makes the images the pages take from their sources, in
// git-ignored folders of public/ (the export copies them to out/): the 1200×630 WebP cover of
// each article whose cover is a photo (public/images/portadas/), the JPEG share previews, in the
// brand's typeface and with its mark (public/images/share/: every local image a page uses as its
// Open Graph image, one card per service, and the site's card for the rest), and the 640 and 960 px
// copies of every WebP that phones download instead of the full width (public/images/anchos/).
// Fails naming the file when an image is missing, unreadable or too small.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getPhotoCoverFolders, writePhotoCover } from '../deploy/photo-covers';
import { writeResponsiveImages } from '../deploy/responsive-images';
import { renderServiceShareCard } from '../deploy/service-share-card';
import { loadShareBrand, SHARE_LABELS } from '../deploy/share-cards';
import { renderPictureShareJpeg, renderSiteShareJpeg } from '../deploy/share-images';
import type { FocalPoint } from '../lib/blog/photo-cover';
import { loadArticles } from '../lib/blog/articles';
import { loadCatalog } from '../lib/catalog/catalog';
import {
  DEFAULT_SHARE_SOURCE,
  getServiceShareImagePath,
  getShareImagePath,
  isLocalImage,
} from '../lib/seo/share-image';
import { RESPONSIVE_IMAGES_DIR, RESPONSIVE_WIDTHS } from '../lib/site/responsive-images';

const root = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(root, 'public');
/** A screenshot of a site is shown from its top: its header and its first screen. */
const SCREENSHOT_FOCUS: FocalPoint = { x: 50, y: 0 };

async function main(): Promise<void> {
  const brand = await loadShareBrand(root);
  const articles = loadArticles();
  // Made anew each time, so a removed article or photo leaves no file behind to export.
  for (const folder of getPhotoCoverFolders(publicDir))
    rmSync(folder, { recursive: true, force: true });
  let photos = 0;
  for (const article of articles) {
    if (article.photoCover === undefined) continue;
    await writePhotoCover({ ...article, photoCover: article.photoCover }, publicDir, brand);
    photos += 1;
  }

  const write = (src: string, image: Buffer) => {
    const output = path.join(publicDir, src);
    mkdirSync(path.dirname(output), { recursive: true });
    writeFileSync(output, image);
  };
  // The site's card stands for every page without a picture, and for the default cover.
  write(
    getShareImagePath(DEFAULT_SHARE_SOURCE),
    await renderSiteShareJpeg(brand, 'lib/seo/share-image.ts'),
  );

  // Each other local preview source with the file that asks for it, for error messages.
  type Picture = { askedBy: string; label: string; focus?: FocalPoint };
  const sources = new Map<string, Picture>();
  for (const article of articles)
    if (article.photoCover === undefined && isLocalImage(article.image))
      sources.set(article.image, { askedBy: article.sourceFile, label: SHARE_LABELS.article });
  sources.delete(DEFAULT_SHARE_SOURCE);
  const { services, projects } = loadCatalog();
  for (const project of projects)
    sources.set(project.image, {
      askedBy: project.sourceFile,
      label: SHARE_LABELS.project,
      focus: SCREENSHOT_FOCUS,
    });
  for (const [src, { askedBy, label, focus }] of sources) {
    const input = path.join(publicDir, src);
    if (!existsSync(input)) throw new Error(`${askedBy}: la imagen ${src} no existe en public/`);
    const image = readFileSync(input);
    write(
      getShareImagePath(src),
      await renderPictureShareJpeg(brand, image, `public${src}`, label, focus),
    );
  }
  for (const service of services) {
    const icon = readFileSync(path.join(publicDir, service.icon));
    write(
      getServiceShareImagePath(service),
      await renderServiceShareCard(brand, service, icon, service.sourceFile),
    );
  }
  // After the photo covers, which get their copies too.
  const resized = await writeResponsiveImages(publicDir);
  console.log(
    `Portadas hechas de fotos: ${photos} en public/images/portadas/; ` +
      `vistas previas JPEG para redes: ${1 + sources.size + photos + services.length} en public/images/share/; ` +
      `copias de ${RESPONSIVE_WIDTHS.join(' y ')} px de ${resized} imágenes en public${RESPONSIVE_IMAGES_DIR}/`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
