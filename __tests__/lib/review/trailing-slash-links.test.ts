/** @jest-environment node */
import { checkMarkdownBody } from '@/lib/review/link-check';
import { outlineMarkdown } from '@/lib/review/markdown-outline';
import { formatProblem } from '@/lib/review/problem';

const targets = {
  pages: new Map([
    ['/', { anchors: new Set<string>(), status: 'published' as const }],
    ['/cache-navegador', { anchors: new Set(['cache-control']), status: 'published' as const }],
  ]),
  publicDir: 'public',
};

const check = (markdown: string) =>
  checkMarkdownBody(
    outlineMarkdown(markdown),
    { file: 'nota.md', anchors: new Set(), published: true, page: 'article' },
    targets,
  ).map(formatProblem);

describe('links written with a trailing slash', () => {
  it('are errors whose fix is the canonical address, anchor kept', () => {
    expect(check('Lee [la guía](/cache-navegador/#cache-control).')).toEqual([
      'nota.md:1:5 — el enlace /cache-navegador/#cache-control no es la dirección de la página: las páginas del sitio no terminan en / — escribe /cache-navegador#cache-control (con la barra, el lector pasa por una redirección)',
    ]);
  });

  it('leave the home page and canonical links alone', () => {
    expect(check('[Inicio](/) y [la guía](/cache-navegador#cache-control).')).toEqual([]);
  });
});
