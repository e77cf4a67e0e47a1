/** @jest-environment node */
import { checkMarkdownBody } from '@/lib/review/link-check';
import { outlineMarkdown } from '@/lib/review/markdown-outline';
import { formatProblem } from '@/lib/review/problem';

const targets = { pages: new Map(), publicDir: 'public' };

const check = (markdown: string) =>
  checkMarkdownBody(
    outlineMarkdown(markdown),
    { file: 'nota.md', anchors: new Set(), published: true, page: 'article' },
    targets,
  )
    .map(formatProblem)
    .filter((problem) => problem.includes('www.') || problem.includes('http:'));

describe('an address written as www.… without https://', () => {
  it('is reported as missing https://, with the address to write', () => {
    expect(check('Visita www.ejemplo.com.mx para más.')).toEqual([
      'nota.md:1:8 — a la dirección www.ejemplo.com.mx le falta https:// — escríbela completa, https://www.ejemplo.com.mx: sin ella la página la enlaza con http:, sin cifrar',
    ]);
  });

  it('leaves http: written out to the http: rule', () => {
    expect(check('Visita http://www.ejemplo.com.mx o [esta](http://ejemplo.com).')).toEqual([
      'nota.md:1:8 — el enlace http://www.ejemplo.com.mx usa http:, sin cifrar — escríbelo con https://',
      'nota.md:1:36 — el enlace http://ejemplo.com usa http:, sin cifrar — escríbelo con https://',
    ]);
  });
});
