// After `next build`: removes from out/ the covers and share previews of the articles the build
// leaves out (drafts, and articles scheduled for later), unless a published page uses them too.
import path from 'node:path';
import { listUnpublishedImages, removeUnreferencedImages } from '../deploy/unpublished-images';
import { loadArticles } from '../lib/blog/articles';

const outDir = path.resolve(import.meta.dirname, '..', 'out');
const removed = removeUnreferencedImages(outDir, listUnpublishedImages(loadArticles()));
if (removed.length > 0)
  console.log(`Imágenes de artículos sin publicar quitadas de out/: ${removed.join(', ')}`);
