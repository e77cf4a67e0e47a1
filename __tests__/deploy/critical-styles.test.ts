/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createCriticalStyles,
  listBlockingStylesheets,
  listInlineStyles,
} from '@/deploy/critical-styles';
import { parseScriptLoader, renderScriptLoader } from '@/deploy/deferred-scripts';
import { collectInlineCode } from '@/deploy/inline-code';

const CHUNKS = '/_next/static/chunks';
const SHEETS = [`${CHUNKS}/a.css`, `${CHUNKS}/b.css`];

function page(mainClass = 'aaaaaa_main') {
  const links = SHEETS.map(
    (href) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`,
  ).join('');
  return (
    `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>${links}` +
    `<link rel="preload" href="${CHUNKS}/error.css" as="style"/></head>` +
    `<body><main class="${mainClass}"><h1>Título</h1></main>` +
    `<script>${renderScriptLoader([`${CHUNKS}/app.js`])}</script></body></html>`
  );
}

describe('createCriticalStyles', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'estilos-'));
    mkdirSync(path.join(out, CHUNKS), { recursive: true });
    writeFileSync(path.join(out, SHEETS[0] ?? ''), 'h1{margin:0}.aaaaaa_main{display:grid}');
    writeFileSync(path.join(out, SHEETS[1] ?? ''), '.aaaaaa_drawer{display:none}');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('paints with a <style>, loads the rest and adopts the framework stylesheets after the paint', () => {
    const html = createCriticalStyles(out)('out/a.html', page());
    expect(listBlockingStylesheets(html)).toEqual([]);
    expect(listInlineStyles(html)).toEqual(['h1{margin:0}.aaaaaa_main{display:grid}']);
    expect(html).not.toContain('error.css');
    const noscript = /<noscript>(.*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript.match(/href="[^"]+"/g)).toEqual(SHEETS.map((href) => `href="${href}"`));

    const loaderText = /<script>([^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    const loader = parseScriptLoader(loaderText);
    expect(loader?.adopted).toEqual(SHEETS);
    const [rest] = loader?.stylesheets ?? [];
    expect(rest).toMatch(/^\/_next\/static\/chunks\/resto-[\w-]+\.css$/);
    expect(readFileSync(path.join(out, rest ?? ''), 'utf8')).toBe('.aaaaaa_drawer{display:none}');
    // The Content-Security-Policy step still recognises the loader and hashes the <style>.
    expect(collectInlineCode('out/a.html', html).styleElementHashes).toHaveLength(1);
  });

  it('writes one file for pages whose rest is the same', () => {
    const inline = createCriticalStyles(out);
    inline('out/a.html', page());
    inline('out/b.html', page());
    expect(
      readdirSync(path.join(out, CHUNKS)).filter((file) => file.startsWith('resto-')),
    ).toHaveLength(1);
  });

  it('fails naming the page when a stylesheet is missing or the loader is not there', () => {
    const inline = createCriticalStyles(out);
    rmSync(path.join(out, SHEETS[1] ?? ''));
    expect(() => inline('out/a.html', page())).toThrow(
      `out/a.html: no encuentro la hoja de estilo ${SHEETS[1]}`,
    );
    writeFileSync(path.join(out, SHEETS[1] ?? ''), '');
    expect(() => inline('out/c.html', page().replace(/<script>.*<\/script>/, ''))).toThrow(
      'out/c.html: se esperaba un cargador de scripts y hay 0',
    );
  });

  it('fails naming both rules when two modules decide a property by stylesheet order', () => {
    writeFileSync(path.join(out, SHEETS[1] ?? ''), '.bbbbbb_wide{display:flex}');
    expect(() => createCriticalStyles(out)('out/a.html', page('aaaaaa_main bbbbbb_wide'))).toThrow(
      'out/a.html: «.aaaaaa_main» y «.bbbbbb_wide» fijan display con la misma especificidad',
    );
  });
});
