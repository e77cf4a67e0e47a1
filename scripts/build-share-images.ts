// Before `next build` (and `next dev`): makes the images the pages take from their sources, in
// git-ignored folders of public/ (the export copies them to out/): the 1200×630 WebP cover of
// each article whose cover is a photo (public/images/portadas/), the JPEG share previews, in the
// brand's typeface and with its mark (public/images/share/: every local image a page uses as its
// Open Graph image, one card per service, and the site's card for the rest), and the 640 and 960 px
// copies of every WebP that phones download instead of the full width (public/images/anchos/).
// Fails naming the file when a content file has errors or an image is missing, unreadable or too
// small. Under `npm run dev` (`--dev`) it reports those files and makes the other images: the
// server starts, and the page of each file with errors shows them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getPhotoCoverFolders, writePhotoCover } from '../deploy/photo-covers';
import { writeResponsiveImages } from '../deploy/responsive-images';
import { renderServiceShareCard } from '../deploy/service-share-card';
import { loadShareBrand, SHARE_LABELS } from '../deploy/share-cards';
import { renderPictureShareJpeg, renderSiteShareJpeg } from '../deploy/share-images';
import type { Article } from '../lib/blog/article-schema';
import type { FocalPoint } from '../lib/blog/photo-cover';
import { checkArticleHeaders, loadArticles } from '../lib/blog/articles';
import { checkCatalog, loadCatalog } from '../lib/catalog/catalog';
import type { Project, Service } from '../lib/catalog/catalog-schema';
import { formatFieldProblem, leaveOutBrokenFiles } from '../lib/content/content-error';
import {
  DEFAULT_SHARE_SOURCE,
  getServiceShareImagePath,
  getShareImagePath,
  isLocalImage,
} from '../lib/seo/share-image';
import { RESPONSIVE_IMAGES_DIR, RESPONSIVE_WIDTHS } from '../lib/site/responsive-images';

// The project's folder, where npm runs it and where the content loaders read content/.
const root = process.cwd();
const publicDir = path.join(root, 'public');
/** A screenshot of a site is shown from its top: its header and its first screen. */
const SCREENSHOT_FOCUS: FocalPoint = { x: 50, y: 0 };
const DEV = process.argv.includes('--dev');

/** Under `npm run dev`, each problem that left a file without its images, naming the file. */
const skipped: string[] = [];

/** `make()`; under `npm run dev` a failure is noted in `skipped` and `fallback` stands for it. */
async function makeOrSkip<T>(make: () => T | Promise<T>, fallback: T): Promise<T> {
  if (!DEV) return make();
  try {
    return await make();
  } catch (error) {
    skipped.push(error instanceof Error ? error.message : String(error));
    return fallback;
  }
}

type Content = { articles: Article[]; services: Service[]; projects: Project[] };

/**
 * The articles, services and projects. A build fails on any problem of their files, as before
 * `next build`; under `npm run dev` each file with a problem is noted and left out.
 */
async function readContent(): Promise<Content> {
  if (!DEV) {
    const articles = loadArticles();
    const { services, projects } = loadCatalog();
    return { articles, services, projects };
  }
  const articles = await makeOrSkip(() => {
    const check = checkArticleHeaders();
    skipped.push(...check.fieldProblems.map(formatFieldProblem));
    return leaveOutBrokenFiles(check.articles, check.fieldProblems);
  }, []);
  const catalog = await makeOrSkip(
    () => {
      const check = checkCatalog();
      const problems = [...check.fieldProblems, ...check.collectionProblems];
      skipped.push(...problems.map(formatFieldProblem));
      return {
        services: leaveOutBrokenFiles(check.services, problems),
        projects: leaveOutBrokenFiles(check.projects, problems),
      };
    },
    { services: [], projects: [] },
  );
  return { articles, ...catalog };
}

async function main(): Promise<void> {
  const brand = await loadShareBrand(root);
  const { articles, services, projects } = await readContent();
  // Made anew each time, so a removed article or photo leaves no file behind to export.
  for (const folder of getPhotoCoverFolders(publicDir))
    rmSync(folder, { recursive: true, force: true });
  let photos = 0;
  for (const article of articles) {
    const { photoCover } = article;
    if (photoCover === undefined) continue;
    const made = await makeOrSkip(async () => {
      await writePhotoCover({ ...article, photoCover }, publicDir, brand);
      return true;
    }, false);
    if (made) photos += 1;
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
  let previews = 1 + photos;

  // Each other local preview source with the file that asks for it, for error messages.
  type Picture = { askedBy: string; label: string; focus?: FocalPoint };
  const sources = new Map<string, Picture>();
  for (const article of articles)
    if (article.photoCover === undefined && isLocalImage(article.image))
      sources.set(article.image, { askedBy: article.sourceFile, label: SHARE_LABELS.article });
  sources.delete(DEFAULT_SHARE_SOURCE);
  for (const project of projects)
    sources.set(project.image, {
      askedBy: project.sourceFile,
      label: SHARE_LABELS.project,
      focus: SCREENSHOT_FOCUS,
    });
  for (const [src, { askedBy, label, focus }] of sources) {
    previews += await makeOrSkip(async () => {
      const input = path.join(publicDir, src);
      if (!existsSync(input)) throw new Error(`${askedBy}: la imagen ${src} no existe en public/`);
      const image = readFileSync(input);
      write(
        getShareImagePath(src),
        await renderPictureShareJpeg(brand, image, `public${src}`, label, focus),
      );
      return 1;
    }, 0);
  }
  for (const service of services) {
    previews += await makeOrSkip(async () => {
      const icon = readFileSync(path.join(publicDir, service.icon));
      write(
        getServiceShareImagePath(service),
        await renderServiceShareCard(brand, service, icon, service.sourceFile),
      );
      return 1;
    }, 0);
  }
  // After the photo covers, which get their copies too.
  const resized = await makeOrSkip(() => writeResponsiveImages(publicDir), 0);
  console.log(
    `Portadas hechas de fotos: ${photos} en public/images/portadas/; ` +
      `vistas previas JPEG para redes: ${previews} en public/images/share/; ` +
      `copias de ${RESPONSIVE_WIDTHS.join(' y ')} px de ${resized} imágenes en public${RESPONSIVE_IMAGES_DIR}/`,
  );
  if (skipped.length > 0) {
    console.warn(
      'Hay errores en el contenido. npm run dev arranca igual, sin las imágenes de esos archivos, ' +
        `y la página de cada uno muestra sus errores (npm run build se detiene con ellos):\n- ${skipped.join('\n- ')}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
