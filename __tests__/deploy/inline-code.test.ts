/** @jest-environment node */
import {
  collectInlineCode,
  hashSource,
  InlineCodeError,
  isFrameworkScript,
} from '@/deploy/inline-code';

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_CHUNK = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n\\u003cb\\u003e"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

function page(body: string): string {
  return `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><script src="/_next/static/chunks/a.js" async=""></script></head><body>${body}</body></html>`;
}

describe('hashSource', () => {
  it('hashes the UTF-8 text as CSP does', () => {
    // The example of the CSP Level 3 specification.
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('hashes line breaks the way the HTML parser leaves them', () => {
    expect(hashSource('a\r\nb\rc')).toBe(hashSource('a\nb\nc'));
  });
});

describe('isFrameworkScript', () => {
  it.each([
    ['the flight bootstrap', FLIGHT_BOOTSTRAP],
    ['the flight bootstrap with form state', `${FLIGHT_BOOTSTRAP};self.__next_f.push([2,null])`],
    ['a flight chunk', FLIGHT_CHUNK],
    ['a binary flight chunk', 'self.__next_f.push([3,"AAEC"])'],
    ['the Turbopack bootstrap', TURBOPACK],
    ['two Turbopack bootstraps', `${TURBOPACK}\n${TURBOPACK}`],
  ])('accepts %s', (_, script) => {
    expect(isFrameworkScript(script)).toBe(true);
  });

  it.each([
    ['any other code', 'alert(1)'],
    ['code after a flight chunk', `${FLIGHT_CHUNK};alert(1)`],
    ['an argument that is not JSON', 'self.__next_f.push([1,"x"].concat(alert(1)))'],
    ['a chunk of an unknown kind', 'self.__next_f.push([7,"x"])'],
    ['code after the bootstrap', `${FLIGHT_BOOTSTRAP};alert(1)`],
    [
      'a Turbopack bootstrap with code in its argument',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({a:alert(1)});',
    ],
    ['two different globals', '(globalThis["TURBOPACK"] || (globalThis["OTRO"] = [])).push({});'],
  ])('rejects %s', (_, script) => {
    expect(isFrameworkScript(script)).toBe(false);
  });
});

describe('collectInlineCode', () => {
  it("returns the hashes of the framework's scripts and of the style attributes", () => {
    const html = page(
      `<p style="order:1">a</p><span style="font-family:&quot;Sans&quot;">b</span>` +
        `<script type="application/ld+json">{"@context":"https://schema.org"}</script>` +
        `<script>${FLIGHT_BOOTSTRAP}</script><script id="_R_">${TURBOPACK}</script>`,
    );
    expect(collectInlineCode('out/index.html', html)).toEqual({
      scriptHashes: [hashSource(FLIGHT_BOOTSTRAP), hashSource(TURBOPACK)],
      styleElementHashes: [],
      styleAttributeHashes: [hashSource('order:1'), hashSource('font-family:"Sans"')],
    });
  });

  it('hashes <style> elements for style-src', () => {
    const html = page('<style>.a{color:red}</style>');
    expect(collectInlineCode('out/a.html', html).styleElementHashes).toEqual([
      hashSource('.a{color:red}'),
    ]);
  });

  it.each([
    [
      'another inline script',
      '<script>window.dataLayer=[]</script>',
      /script en línea.*window\.dataLayer/,
    ],
    [
      'a script from another origin',
      '<script src="https://cdn.ejemplo.mx/a.js"></script>',
      /otro origen/,
    ],
    ['a protocol-relative script', '<script src="//cdn.ejemplo.mx/a.js"></script>', /otro origen/],
    [
      'an unknown script type',
      '<script type="text/x-plantilla">{{a}}</script>',
      /tipo desconocido/,
    ],
    ['an inline event handler', '<img src="/a.webp" alt="" onerror="alert(1)">', /onerror/],
    ['a handler after a quoted ">"', '<a title="a > b" onclick="alert(1)">x</a>', /onclick/],
    ['a javascript: URL', '<a href=" javascript:alert(1)">x</a>', /javascript:/],
  ])('refuses %s, naming the file', (_, body, message) => {
    const collect = () => collectInlineCode('out/blog.html', page(body));
    expect(collect).toThrow(InlineCodeError);
    expect(collect).toThrow(/^out\/blog\.html: /);
    expect(collect).toThrow(message);
  });
});
