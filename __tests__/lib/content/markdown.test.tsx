/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { renderMarkdown } from '@/lib/content/markdown';

async function toHtml(source: string) {
  const { content, toc } = await renderMarkdown(source, {
    headingAnchor: 'headingAnchor',
    tableScroll: 'tableScroll',
  });
  return { html: renderToStaticMarkup(content), toc };
}

describe('renderMarkdown', () => {
  it('keeps braces and a lone "<" as text and never runs raw HTML', async () => {
    const { html } = await toHtml(
      'Usa {llaves} sin miedo, cuesta < 5 € y <script>alert(1)</script> no se ejecuta.',
    );
    expect(html).toContain('{llaves}');
    expect(html).toContain('&lt; 5 €');
    expect(html).not.toContain('<script');
  });

  it('gives h2/h3 ids and anchor links and lists them for the table of contents', async () => {
    const { html, toc } = await toHtml(
      '## ¿Qué es el SEO?\n\ntexto\n\n### Paso 1: auditoría\n\n## ¿Qué es el SEO?',
    );
    expect(toc).toEqual([
      { id: 'que-es-el-seo', text: '¿Qué es el SEO?', level: 2 },
      { id: 'paso-1-auditoria', text: 'Paso 1: auditoría', level: 3 },
      { id: 'que-es-el-seo-2', text: '¿Qué es el SEO?', level: 2 },
    ]);
    expect(html).toContain('<h2 id="que-es-el-seo"><a href="#que-es-el-seo"');
  });

  it('takes a heading id written as {#id} instead of the one derived from its text', async () => {
    const { html, toc } = await toHtml('## Qué guardamos {#que-guardamos}\n\n## Qué guardamos');
    expect(toc.map((entry) => entry.id)).toEqual(['que-guardamos', 'que-guardamos-2']);
    expect(html).toContain(
      '<h2 id="que-guardamos"><a href="#que-guardamos" class="headingAnchor">Qué guardamos</a></h2>',
    );
  });

  it('renders GFM tables in a scrollable, focusable region, and emoji', async () => {
    const { html } = await toHtml('| Plan | Precio |\n|---|---|\n| Básico ✅ | 100 |');
    expect(html).toMatch(
      /<div class="tableScroll" role="region" aria-label="Tabla" tabindex="0"><table>/,
    );
    expect(html).toContain('Básico ✅');
  });

  it('opens external links in a new tab safely', async () => {
    const { html } = await toHtml('[fuente](https://example.org) y [interno](/blog)');
    expect(html).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<a href="/blog">interno</a>');
  });
});
