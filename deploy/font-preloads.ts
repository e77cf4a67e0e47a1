// deploy: build and deploy time (Node: scripts/, server/, e2e/). Exported-page walk, deferred scripts, CSP, _headers, nginx.
const FONT_PRELOAD =
  /<link rel="preload" href="\/_next\/static\/media\/[^"]+\.woff2" as="font"[^>]*\/>/g;
const HEAD_VIEWPORT = /<meta name="viewport"[^>]*\/>/;

/** The font preload links of a page, in order. */
export function readFontPreloads(html: string): string[] {
  return html.match(FONT_PRELOAD) ?? [];
}

/**
 * The font preloads every page should have: the ones the pages that have any agree on (the
 * layout's font). Next.js leaves them out of its 404 page, whose text then moves when the font
 * arrives. Fails when pages preload different fonts (which set to copy would be a guess) and when
 * no page preloads one: the layout loads its font with `next/font`, so a Next.js that writes its
 * preloads another way must stop the build, not leave every page without them.
 */
export function findSharedFontPreloads(pages: Iterable<{ file: string; html: string }>) {
  // Compared page by page, keeping only the first set: a generator can read thousands of pages
  // one at a time (a kept link, a slice of its page, would keep the whole page in memory).
  let first: { file: string; links: string[] } | undefined;
  for (const { file, html } of pages) {
    const links = readFontPreloads(html);
    if (links.length === 0) continue;
    if (!first) first = { file, links };
    else if (links.join('') !== first.links.join(''))
      throw new Error(`${file} precarga otras fuentes que ${first.file}: revisa app/fonts.ts`);
  }
  if (!first)
    throw new Error(
      'ninguna página precarga la fuente de la marca: revisa app/fonts.ts y FONT_PRELOAD en ' +
        'deploy/font-preloads.ts si Next.js cambió la forma de sus precargas',
    );
  return first.links;
}

/**
 * `html` with `links` after its viewport tag, where Next.js puts them, when it has no font
 * preload of its own. Fails, naming the file, if the page has no viewport tag to place them by.
 */
export function addFontPreloads(file: string, html: string, links: readonly string[]): string {
  if (links.length === 0 || readFontPreloads(html).length > 0) return html;
  const viewport = html.match(HEAD_VIEWPORT)?.[0];
  if (!viewport)
    throw new Error(`${file}: sin <meta name="viewport"> tras el que precargar la fuente`);
  return html.replace(viewport, `${viewport}${links.join('')}`);
}
