/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { renderMarkdown } from '@/lib/content/markdown';

async function toHtml(source: string) {
  const { content, toc } = await renderMarkdown(source, {
    headingAnchor: 'headingAnchor',
    tableScroll: 'tableScroll',
    codeBlock: 'codeBlock',
    codeLabel: 'codeLabel',
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

  describe('code blocks', () => {
    const fence = (language: string, code: string) => `\`\`\`${language}\n${code}\n\`\`\``;

    it('highlights at build time with classes only, never inline styles', async () => {
      const { html } = await toHtml(
        fence('ts', 'const total: number = 1; // suma\nreturn "hola";') +
          '\n\n' +
          fence('html', '<title>Inicio</title>'),
      );
      expect(html).toContain('<span class="hljs-keyword">const</span>');
      expect(html).toContain('<span class="hljs-comment">// suma</span>');
      expect(html).toContain('<span class="hljs-string">&quot;hola&quot;</span>');
      expect(html).toContain('<span class="hljs-name">title</span>');
      expect(html).not.toContain('style=');
    });

    it('labels the language once: visibly for the eye, as the region name for screen readers', async () => {
      const { html } = await toHtml(fence('bash', 'wp core verify-checksums'));
      expect(html).toMatch(
        /^<div class="codeBlock"><div class="codeLabel" aria-hidden="true">Bash<\/div><pre tabindex="0" role="region" aria-label="Código en Bash"><code class="hljs language-bash">/,
      );
    });

    it.each([
      ['json', 'JSON'],
      ['css', 'CSS'],
      ['typescript', 'TypeScript'],
      ['html', 'HTML'],
      ['php', 'PHP'],
    ])('names ```%s blocks "%s"', async (language, label) => {
      const { html } = await toHtml(fence(language, '1'));
      expect(html).toContain(`aria-hidden="true">${label}</div>`);
      expect(html).toContain(`aria-label="Código en ${label}"`);
    });

    it('leaves a block without a language, or of plain text, unlabelled and unhighlighted', async () => {
      for (const language of ['', 'text']) {
        const { html } = await toHtml(fence(language, 'const x = 1;'));
        expect(html).not.toContain('codeLabel');
        expect(html).not.toContain('hljs');
        expect(html).toContain('<pre tabindex="0" role="region" aria-label="Código">');
      }
    });

    it('shows a block in a language it cannot highlight as plain text, without failing', async () => {
      const { html } = await toHtml(`Texto\n\n${fence('rust', 'fn main() {}')}`);
      expect(html).not.toContain('codeLabel');
      expect(html).not.toContain('hljs-');
      expect(html).toContain('<pre tabindex="0" role="region" aria-label="Código">');
      expect(html).toContain('fn main() {}');
    });
  });
});
