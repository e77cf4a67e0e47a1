// After `next build`, before the Content-Security-Policy step: rewrites every exported page so
// what is only HTML travels once (deploy/static-islands.ts), the framework's scripts load after
// its first paint (deploy/deferred-scripts.ts), gives the pages Next.js leaves without it the
// layout's font preload (deploy/font-preloads.ts), gives the chrome's WhatsApp links the greeting
// of a page that declares one (deploy/page-greetings.ts), and marks the chunks that pages load at
// start for compiling in the background (deploy/compile-hints.ts).
// Fails, naming the file, when a page or chunk does not have the shape the step expects.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeStaticIslandsFromPayload, StaticIslandError } from '../deploy/static-islands';
import { addCompileHint, CompileHintError, listStartupChunks } from '../deploy/compile-hints';
import { deferFrameworkScripts, DeferredScriptsError } from '../deploy/deferred-scripts';
import { listExportedPages } from '../deploy/exported-pages';
import { addFontPreloads, findSharedFontPreloads } from '../deploy/font-preloads';
import { PageGreetingError, writePageGreeting } from '../deploy/page-greetings';

const outDir = path.resolve(import.meta.dirname, '..', 'out');

function markStartupChunks(chunks: readonly string[]): void {
  for (const chunk of chunks) {
    const file = path.join(outDir, chunk);
    const label = `out${chunk}`;
    if (!existsSync(file))
      throw new CompileHintError(label, 'una página lo carga, pero no está en la exportación');
    writeFileSync(file, addCompileHint(label, readFileSync(file, 'utf8')));
  }
}

try {
  // Pages are read one at a time, twice: holding every page at once took the post-build step to
  // 1.76 GB at 5,000 articles (0.39 GB read this way).
  const pages = listExportedPages(outDir).map(({ file, uri }) => ({ file, label: `out${uri}` }));
  const fontPreloads = findSharedFontPreloads(
    (function* readPages() {
      for (const { file, label } of pages) yield { file: label, html: readFileSync(file, 'utf8') };
    })(),
  );
  // Only new chunk paths are kept: each is a slice of the page it was read from.
  let chunks: string[] = [];
  for (const { file, label } of pages) {
    const html = writePageGreeting(
      label,
      removeStaticIslandsFromPayload(label, readFileSync(file, 'utf8')),
    );
    const { html: deferred, scripts } = deferFrameworkScripts(label, html);
    chunks = listStartupChunks([chunks, scripts]);
    writeFileSync(file, addFontPreloads(label, deferred, fontPreloads));
  }
  markStartupChunks(chunks);
  console.log(
    `Scripts de Next.js tras la primera pintura en ${pages.length} páginas; ` +
      `${chunks.length} scripts de arranque se compilan en segundo plano`,
  );
} catch (error) {
  if (error instanceof StaticIslandError) {
    console.error(
      `${error.message}\nRevisa deploy/static-islands.ts si Next.js cambió la forma de la carga útil.`,
    );
    process.exit(1);
  }
  if (error instanceof PageGreetingError) {
    console.error(`${error.message}\nRevisa deploy/page-greetings.ts y components/layout/.`);
    process.exit(1);
  }
  if (error instanceof CompileHintError) {
    console.error(`${error.message}\nRevisa deploy/compile-hints.ts.`);
    process.exit(1);
  }
  if (!(error instanceof DeferredScriptsError)) throw error;
  console.error(
    `${error.message}\nEl paso que carga los scripts tras la primera pintura no reconoce esta ` +
      'página: revisa deploy/deferred-scripts.ts si Next.js cambió la forma de su HTML.',
  );
  process.exit(1);
}
