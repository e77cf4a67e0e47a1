/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { loadArticles } from '@/lib/blog/articles';
import { renderMarkdown, renderMarkdownToHtml } from '@/lib/content/markdown';

const classNames = {
  headingAnchor: 'ancla',
  tableScroll: 'tabla',
  codeBlock: 'codigo',
  codeLabel: 'lenguaje',
};

/** The markup as the browser reads it, each element's attributes in alphabetical order. */
function normalize(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const element of box.querySelectorAll('*')) {
    const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name } of attributes) element.removeAttribute(name);
    for (const { name, value } of attributes) element.setAttribute(name, value);
  }
  return box.innerHTML;
}

describe('renderMarkdownToHtml', () => {
  const samples: [string, string][] = [
    ...loadArticles().map((article): [string, string] => [article.sourceFile, article.content]),
    [
      'a sample of every addition',
      '## Título {#propio}\n\nUn [enlace](https://example.com "con título") y [otro](/blog).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst a = 1;\n```\n\n<script>alert(1)</script>',
    ],
  ];

  it.each(samples)('draws the same page as the React renderer (%s)', async (_, source) => {
    const react = await renderMarkdown(source, classNames);
    const html = await renderMarkdownToHtml(source, classNames);
    expect(html.toc).toEqual(react.toc);
    expect(normalize(html.html)).toBe(normalize(renderToStaticMarkup(react.content)));
  });

  it('never lets raw HTML through', async () => {
    const { html } = await renderMarkdownToHtml('Texto <script>alert(1)</script> <b>x</b>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
  });

  it('draws a block in a language it cannot highlight as plain text instead of failing', async () => {
    const { html } = await renderMarkdownToHtml('```rust\nfn main() {}\n```', classNames);
    expect(html).toBe(
      '<div class="codigo"><pre tabindex="0" role="region" aria-label="Código"><code class="hljs language-rust">fn main() {}\n</code></pre></div>',
    );
  });
});

describe('the spelling comment', () => {
  it('never reaches the page, as a block or inside a paragraph', async () => {
    const { html } = await renderMarkdownToHtml(
      '<!-- ortografia: sharding Kubernetes -->\n\nUn párrafo con sharding <!-- ortografia: otra --> y más.\n',
    );
    expect(html).toBe('<p>Un párrafo con sharding  y más.</p>');
  });
});
