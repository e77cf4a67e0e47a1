import {
  deferFrameworkScripts,
  parseScriptLoader,
  readScriptLoader,
  renderScriptLoader,
} from '@/deploy/deferred-scripts';
import { collectInlineCode, isFrameworkScript } from '@/deploy/inline-code';

/** The shape of a page as Next.js 16 exports it, trimmed to what the step looks at. */
const exported = `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>
<script src="/_next/static/chunks/react.js" async=""></script>
<script src="/_next/static/chunks/app.js" async=""></script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
<script type="application/ld+json">{"@type":"BlogPosting"}</script>
</head><body><main><h1>Título</h1><a href="/blog">Blog</a></main>
<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/runtime.js"],"runtimeModuleIds":[1]});</script>
<script src="/_next/static/chunks/runtime.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>self.__next_f.push([1,"0:[]\\n"])</script>
</body></html>`;

describe('deferFrameworkScripts', () => {
  it('takes the async scripts and their preload out and loads them, in order, from the end of <body>', () => {
    const { html, scripts } = deferFrameworkScripts('out/a.html', exported);
    expect(scripts).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('{"@type":"BlogPosting"}');
    expect(html).toContain('self.__next_f.push([1,"0:[]\\n"])');
    expect(html).toMatch(/<script>\(function\(s,t,u\)[^<]*<\/script><\/body><\/html>$/);
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(readScriptLoader(loader)).toEqual(scripts);
  });

  it('leaves a page whose loader the Content-Security-Policy step accepts and hashes', () => {
    const { html } = deferFrameworkScripts('out/a.html', exported);
    expect(collectInlineCode('out/a.html', html).scriptHashes).toHaveLength(4);
  });

  it('fails, naming the file, on markup of another shape', () => {
    const cases: [string, RegExp][] = [
      [exported.replace(/<script src="[^"]+" async=""><\/script>/g, ''), /no tiene scripts/],
      [
        exported.replace(
          'src="/_next/static/chunks/app.js" async=""',
          'src="/_next/static/chunks/app.js" defer=""',
        ),
        /forma inesperada.*defer/,
      ],
      [
        exported.replace('/_next/static/chunks/app.js', 'https://cdn.example/app.js'),
        /forma inesperada/,
      ],
      [exported.replace('</body>', ''), /<\/body>/],
      [
        exported.replace(
          'href="/_next/static/chunks/runtime.js"/>',
          'href="/_next/static/chunks/otro.js"/>',
        ),
        /precarga de un script que la página no carga/,
      ],
      [
        exported.replace(
          '<link rel="preload" as="script" fetchPriority="low"',
          '<link as="script" rel="modulepreload"',
        ),
        /precarga de script con una forma inesperada/,
      ],
    ];
    for (const [html, problem] of cases) {
      expect(() => deferFrameworkScripts('out/roto.html', html)).toThrow(/^out\/roto\.html: /);
      expect(() => deferFrameworkScripts('out/roto.html', html)).toThrow(problem);
    }
  });

  it('refuses a page it already transformed, so no script loads twice', () => {
    const { html } = deferFrameworkScripts('out/a.html', exported);
    expect(() => deferFrameworkScripts('out/a.html', html)).toThrow(
      'out/a.html: ya tiene el cargador de scripts',
    );
  });
});

describe('readScriptLoader', () => {
  it('recognises only the loader around same-origin framework chunks', () => {
    const loader = renderScriptLoader(['/_next/static/chunks/a.js']);
    expect(readScriptLoader(loader)).toEqual(['/_next/static/chunks/a.js']);
    expect(isFrameworkScript(loader)).toBe(true);
    for (const tampered of [
      renderScriptLoader(['https://evil.example/a.js']),
      renderScriptLoader(['/_next/static/chunks/a.js"]);alert(1);(["']),
      renderScriptLoader([]),
      renderScriptLoader(['/_next/static/chunks/a.js'], ['https://evil.example/a.css']),
      renderScriptLoader(['/_next/static/chunks/a.js'], [], ['/_next/static/chunks/a.js']),
      loader.replace('document.body.appendChild(e)', 'eval(u)'),
      `${loader};alert(1)`,
    ]) {
      expect(readScriptLoader(tampered)).toBeNull();
      expect(isFrameworkScript(tampered)).toBe(false);
    }
  });
});

describe('the loader in the page', () => {
  const chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
  const addedScripts = () =>
    [...document.body.querySelectorAll('script')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.hasAttribute('async'),
    }));
  /** Resolves after the task the loader has queued (one MessageChannel message) has run. */
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** jsdom has no MessageChannel: this one delivers each message in a task of its own. */
  class TaskChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
  }

  beforeEach(() => Object.assign(globalThis, { MessageChannel: TaskChannel }));
  afterEach(() => {
    document.body.replaceChildren();
    Reflect.deleteProperty(globalThis, 'MessageChannel');
  });

  it('adds the rest of the CSS, then the framework stylesheets disabled for React to adopt', async () => {
    const rest = '/_next/static/chunks/resto-a.css';
    const framework = ['/_next/static/chunks/x.css', '/_next/static/chunks/y.css'];
    new Function(renderScriptLoader(chunks, [rest], framework))();
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      href: link.getAttribute('href'),
      precedence: link.getAttribute('data-precedence'),
      disabled: link.hasAttribute('disabled'),
    }));
    expect(links).toEqual([
      { href: rest, precedence: null, disabled: false },
      ...framework.map((href) => ({ href, precedence: 'next', disabled: true })),
    ]);
    expect(parseScriptLoader(renderScriptLoader(chunks, [rest], framework))).toEqual({
      scripts: chunks,
      stylesheets: [rest],
      adopted: framework,
    });
    document.head.replaceChildren();
    for (let step = 0; step < chunks.length; step += 1) await nextTask();
  });

  it('adds each chunk as an async script, in order, one per task', async () => {
    // Without paint timing (as in jsdom) the loader starts at once.
    new Function(renderScriptLoader(chunks))();
    expect(addedScripts()).toEqual([]);
    await nextTask();
    expect(addedScripts()).toEqual([{ src: chunks[0], async: true }]);
    await nextTask();
    expect(addedScripts()).toEqual(chunks.map((src) => ({ src, async: true })));
    await nextTask();
    expect(addedScripts()).toHaveLength(2);
  });
});
