/** @jest-environment node */
import { addFontPreloads, findSharedFontPreloads, readFontPreloads } from '@/deploy/font-preloads';

const PRELOAD =
  '<link rel="preload" href="/_next/static/media/marca.p.abc.woff2" as="font" crossorigin="" type="font/woff2"/>';
const OTHER = PRELOAD.replace('marca', 'otra');
const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1"/>';
const page = (head: string) =>
  `<html><head><meta charSet="utf-8"/>${head}</head><body></body></html>`;

describe('font preloads', () => {
  it("gives a page without one the layout's font preload, after its viewport tag", () => {
    const links = findSharedFontPreloads([
      { file: 'out/index.html', html: page(`${VIEWPORT}${PRELOAD}`) },
      { file: 'out/404.html', html: page(VIEWPORT) },
      { file: 'out/blog.html', html: page(`${VIEWPORT}${PRELOAD}`) },
    ]);
    expect(links).toEqual([PRELOAD]);
    const fixed = addFontPreloads('out/404.html', page(VIEWPORT), links);
    expect(fixed).toBe(page(`${VIEWPORT}${PRELOAD}`));
    expect(readFontPreloads(fixed)).toEqual([PRELOAD]);
  });

  it('leaves a page that already preloads a font as it is', () => {
    const html = page(`${VIEWPORT}${PRELOAD}`);
    expect(addFontPreloads('out/index.html', html, [PRELOAD])).toBe(html);
  });

  it('fails naming the page when pages preload different fonts', () => {
    expect(() =>
      findSharedFontPreloads([
        { file: 'out/index.html', html: page(`${VIEWPORT}${PRELOAD}`) },
        { file: 'out/blog.html', html: page(`${VIEWPORT}${OTHER}`) },
      ]),
    ).toThrow('out/blog.html precarga otras fuentes que out/index.html');
  });

  it('fails when no page preloads a font: Next.js would have changed how it writes them', () => {
    expect(() =>
      findSharedFontPreloads([
        { file: 'out/index.html', html: page(VIEWPORT) },
        { file: 'out/blog.html', html: page(VIEWPORT) },
      ]),
    ).toThrow('ninguna página precarga la fuente de la marca');
  });

  it('fails naming the page when it has no viewport tag to place the preload by', () => {
    expect(() => addFontPreloads('out/404.html', page(''), [PRELOAD])).toThrow(
      'out/404.html: sin <meta name="viewport">',
    );
  });
});
