// After `next build`: turns out/sitemap.xml into a sitemap index of several files once it passes
// the protocol's limits (50,000 URLs or 50 MB); below them it stays one file.
import path from 'node:path';
import { writeSplitSitemap } from '../deploy/sitemap-index';
import { siteConfig } from '../lib/site/site-config';

const outDir = path.resolve(import.meta.dirname, '..', 'out');
const written = writeSplitSitemap(outDir, siteConfig.url);
if (written.length > 0)
  console.log(
    `Mapa del sitio dividido en ${written.length - 1} archivos con un índice en sitemap.xml`,
  );
